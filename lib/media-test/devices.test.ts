import {
  HEARD_PERCENT,
  deviceProblemFrom,
  meterPercent,
  requestMediaAccess,
  rmsLevel,
  type MediaDevicesLike,
} from './devices';

class FakeTrack {
  constructor(readonly kind: 'audio' | 'video') {}
}

class FakeStream {
  constructor(private tracks: FakeTrack[]) {}
  getTracks() {
    return this.tracks;
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
}

const named = (name: string) => Object.assign(new Error(name), { name });

/** A browser with the given inputs, or one whose every request fails with `failure`. */
function fakeDevices(
  inputs: ('audioinput' | 'videoinput')[],
  failure?: string,
): MediaDevicesLike & { requests: MediaStreamConstraints[] } {
  const requests: MediaStreamConstraints[] = [];
  return {
    requests,
    enumerateDevices: async () =>
      inputs.map((kind) => ({ kind, deviceId: '', groupId: '', label: '' }) as MediaDeviceInfo),
    getUserMedia: async (constraints?: MediaStreamConstraints) => {
      requests.push(constraints ?? {});
      if (failure) throw named(failure);
      const tracks: FakeTrack[] = [];
      if (constraints?.audio) {
        if (!inputs.includes('audioinput')) throw named('NotFoundError');
        tracks.push(new FakeTrack('audio'));
      }
      if (constraints?.video) {
        if (!inputs.includes('videoinput')) throw named('NotFoundError');
        tracks.push(new FakeTrack('video'));
      }
      return new FakeStream(tracks) as unknown as MediaStream;
    },
  };
}

describe('deviceProblemFrom', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['NotReadableError', 'busy'],
    ['TypeError', 'failed'],
  ])('%s → %s', (name, problem) => {
    expect(deviceProblemFrom(named(name))).toBe(problem);
  });

  it('treats non-errors as failures', () => {
    expect(deviceProblemFrom('nope')).toBe('failed');
    expect(deviceProblemFrom(null)).toBe('failed');
  });
});

describe('requestMediaAccess', () => {
  it('asks for both devices in one prompt', async () => {
    const devices = fakeDevices(['audioinput', 'videoinput']);
    const access = await requestMediaAccess(devices);
    expect(access).toMatchObject({ camera: 'ready', microphone: 'ready' });
    expect(devices.requests).toEqual([{ video: true, audio: true }]);
  });

  it('asks only for what exists', async () => {
    const devices = fakeDevices(['audioinput']);
    const access = await requestMediaAccess(devices);
    expect(access).toMatchObject({ camera: 'missing', microphone: 'ready' });
    expect(devices.requests).toEqual([{ video: false, audio: true }]);
  });

  it('reports both missing without prompting when there are no inputs', async () => {
    const devices = fakeDevices([]);
    devices.enumerateDevices = async () => [
      { kind: 'audiooutput', deviceId: '', groupId: '', label: '' } as MediaDeviceInfo,
    ];
    await expect(requestMediaAccess(devices)).resolves.toEqual({
      stream: null,
      camera: 'missing',
      microphone: 'missing',
    });
    expect(devices.requests).toEqual([]);
  });

  it('reports a refusal for both devices', async () => {
    const access = await requestMediaAccess(
      fakeDevices(['audioinput', 'videoinput'], 'NotAllowedError'),
    );
    expect(access).toEqual({ stream: null, camera: 'denied', microphone: 'denied' });
  });

  it('finds the device that exists when the joint request says "not found"', async () => {
    const devices = fakeDevices(['audioinput']);
    // enumerateDevices unknown (a privacy-minded browser): both are asked for first.
    devices.enumerateDevices = async () => [];
    const access = await requestMediaAccess(devices);
    expect(access).toMatchObject({ camera: 'missing', microphone: 'ready' });
    expect(access.stream?.getAudioTracks()).toHaveLength(1);
    expect(devices.requests).toEqual([
      { video: true, audio: true },
      { audio: true },
      { video: true },
    ]);
  });
});

describe('level meter', () => {
  it('measures RMS and maps it to a decibel scale', () => {
    expect(rmsLevel([])).toBe(0);
    expect(rmsLevel([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
    expect(meterPercent(0)).toBe(0);
    expect(meterPercent(1)).toBe(100);
    expect(meterPercent(0.001)).toBe(0);
    expect(meterPercent(0.01)).toBe(33);
    expect(meterPercent(0.1)).toBe(67);
    expect(meterPercent(0.02)).toBeGreaterThan(HEARD_PERCENT);
  });
});
