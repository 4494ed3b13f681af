// Written against a slice of `MediaDevices`, so it runs on fakes in tests.

type DeviceProblem = 'denied' | 'missing' | 'busy' | 'failed';
export type DeviceStatus = 'ready' | DeviceProblem;

export interface MediaAccess {
  stream: MediaStream | null;
  camera: DeviceStatus;
  microphone: DeviceStatus;
}

export type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia' | 'enumerateDevices'>;

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name } = error as { name?: unknown };
  return typeof name === 'string' ? name : undefined;
}

/** @internal */
export function deviceProblemFrom(error: unknown): DeviceProblem {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

/** Labels are hidden before permission, kinds are not. */
async function inputKinds(devices: MediaDevicesLike): Promise<Set<string> | null> {
  try {
    const list = await devices.enumerateDevices();
    return list.length > 0 ? new Set(list.map((device) => device.kind)) : null;
  } catch {
    return null;
  }
}

async function tryStream(
  devices: MediaDevicesLike,
  constraints: MediaStreamConstraints,
): Promise<{ stream: MediaStream } | { problem: DeviceProblem }> {
  try {
    return { stream: await devices.getUserMedia(constraints) };
  } catch (error) {
    return { problem: deviceProblemFrom(error) };
  }
}

/** After a joint "not found", one of the two may still exist, so each is asked for alone. */
export async function requestMediaAccess(devices: MediaDevicesLike): Promise<MediaAccess> {
  const kinds = await inputKinds(devices);
  const wantCamera = kinds ? kinds.has('videoinput') : true;
  const wantMicrophone = kinds ? kinds.has('audioinput') : true;
  if (!wantCamera && !wantMicrophone) {
    return { stream: null, camera: 'missing', microphone: 'missing' };
  }

  const joint = await tryStream(devices, { video: wantCamera, audio: wantMicrophone });
  if ('stream' in joint) {
    const { stream } = joint;
    return {
      stream,
      camera: stream.getVideoTracks().length > 0 ? 'ready' : 'missing',
      microphone: stream.getAudioTracks().length > 0 ? 'ready' : 'missing',
    };
  }
  if (joint.problem !== 'missing' || !wantCamera || !wantMicrophone) {
    return {
      stream: null,
      camera: wantCamera ? joint.problem : 'missing',
      microphone: wantMicrophone ? joint.problem : 'missing',
    };
  }

  const audio = await tryStream(devices, { audio: true });
  const video = await tryStream(devices, { video: true });
  const audioStream = 'stream' in audio ? audio.stream : null;
  const videoStream = 'stream' in video ? video.stream : null;
  if (audioStream && videoStream) {
    for (const track of videoStream.getVideoTracks()) audioStream.addTrack(track);
  }
  return {
    stream: audioStream ?? videoStream,
    camera: 'stream' in video ? 'ready' : video.problem,
    microphone: 'stream' in audio ? 'ready' : audio.problem,
  };
}

export function rmsLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const sample = samples[index] ?? 0;
    sum += sample * sample;
  }
  return Math.sqrt(sum / samples.length);
}

const METER_FLOOR_DB = -60;

/** Decibels, as people hear loudness: a linear bar barely moves for speech. */
export function meterPercent(rms: number): number {
  if (!(rms > 0)) return 0;
  const db = 20 * Math.log10(Math.min(rms, 1));
  return Math.round(Math.max(0, Math.min(1, (db - METER_FLOOR_DB) / -METER_FLOOR_DB)) * 100);
}

/** Above room hiss. */
export const HEARD_PERCENT = 33;
