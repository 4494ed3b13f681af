'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  HEARD_PERCENT,
  meterPercent,
  requestMediaAccess,
  rmsLevel,
  type DeviceStatus,
} from '@/lib/media-test/devices';

type Phase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'unavailable'; reason: 'unsupported' | 'insecure' }
  | { kind: 'checked'; camera: DeviceStatus; microphone: DeviceStatus };

const BUTTON_CLASS =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 font-bold hover:opacity-90 aria-disabled:cursor-progress aria-disabled:opacity-60';

function statusTone(status: DeviceStatus): string {
  return status === 'ready' ? 'text-[#1b6b34]' : 'text-[#b3261e]';
}

// Nothing is requested until the visitor asks: the permission prompt should follow a click. All
// is released on stop and on unmount, so the camera light goes off.
/** Translated by EquipmentCheck (components/media-test/text.ts). */
export type DeviceCheckText = Record<
  | 'devicesStart'
  | 'devicesStarting'
  | 'devicesStop'
  | 'devicesRetry'
  | 'camera'
  | 'microphone'
  | 'cameraPreview'
  | 'micLevel'
  | 'micSpeak'
  | 'micHeard'
  | 'devicesUnsupported'
  | 'devicesInsecure',
  string
> &
  Record<'cameraStatus' | 'microphoneStatus', Record<DeviceStatus, string>>;

export function DeviceCheck({ text }: { text: DeviceCheckText }) {
  const t = (key: Exclude<keyof DeviceCheckText, 'cameraStatus' | 'microphoneStatus'>) => text[key];
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [heard, setHeard] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const meterRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const audioRef = useRef<AudioContext | null>(null);
  const frameRef = useRef<number | null>(null);
  const startingRef = useRef(false);

  const release = useCallback(() => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    frameRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    void audioRef.current?.close().catch(() => undefined);
    audioRef.current = null;
  }, []);

  useEffect(() => release, [release]);

  /** Reads the level every frame and writes it straight to the DOM: no re-render per frame. */
  const startMeter = useCallback((stream: MediaStream) => {
    const context = new AudioContext();
    audioRef.current = context;
    void context.resume().catch(() => undefined);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let loudEnough = false;
    const tick = () => {
      analyser.getFloatTimeDomainData(samples);
      const percent = meterPercent(rmsLevel(samples));
      barRef.current?.style.setProperty('width', `${percent}%`);
      meterRef.current?.setAttribute('aria-valuenow', String(percent));
      if (!loudEnough && percent >= HEARD_PERCENT) {
        loudEnough = true;
        setHeard(true);
      }
      frameRef.current = requestAnimationFrame(tick);
    };
    tick();
  }, []);

  async function start() {
    if (startingRef.current) return;
    if (!window.isSecureContext) return setPhase({ kind: 'unavailable', reason: 'insecure' });
    if (!navigator.mediaDevices?.getUserMedia) {
      return setPhase({ kind: 'unavailable', reason: 'unsupported' });
    }
    startingRef.current = true;
    release();
    setHeard(false);
    setPhase({ kind: 'starting' });
    try {
      const access = await requestMediaAccess(navigator.mediaDevices);
      streamRef.current = access.stream;
      setPhase({ kind: 'checked', camera: access.camera, microphone: access.microphone });
      if (access.stream && access.microphone === 'ready') {
        try {
          startMeter(access.stream);
        } catch {
          // No Web Audio: the microphone still works, only the meter stays still.
        }
      }
    } finally {
      startingRef.current = false;
    }
  }

  function stop() {
    release();
    setHeard(false);
    setPhase({ kind: 'idle' });
  }

  // The <video> exists only after the "checked" render; attach the stream once it does.
  const cameraReady = phase.kind === 'checked' && phase.camera === 'ready';
  useEffect(() => {
    const video = videoRef.current;
    if (!cameraReady || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play().catch(() => undefined);
  }, [cameraReady]);

  const checked = phase.kind === 'checked' ? phase : null;
  const running = checked && (checked.camera === 'ready' || checked.microphone === 'ready');

  return (
    <div className="mt-5 flex flex-col gap-4" data-testid="device-check">
      <div className="flex flex-wrap gap-3">
        {running ? (
          <button type="button" onClick={stop} className={`${BUTTON_CLASS} border-2 border-ink`}>
            {t('devicesStop')}
          </button>
        ) : (
          <button
            type="button"
            onClick={start}
            aria-disabled={phase.kind === 'starting' || undefined}
            className={`${BUTTON_CLASS} bg-accent text-accent-contrast`}
          >
            {phase.kind === 'starting'
              ? t('devicesStarting')
              : checked
                ? t('devicesRetry')
                : t('devicesStart')}
          </button>
        )}
      </div>

      <div aria-live="polite">
        {phase.kind === 'unavailable' ? (
          <p className="font-bold text-[#b3261e]" data-testid="devices-unavailable">
            {phase.reason === 'insecure' ? t('devicesInsecure') : t('devicesUnsupported')}
          </p>
        ) : null}
        {checked ? (
          <ul className="flex flex-col gap-1">
            {(['camera', 'microphone'] as const).map((device) => (
              <li key={device} data-testid={`${device}-status`} data-status={checked[device]}>
                <span className="font-bold">{t(device)}: </span>
                <span className={statusTone(checked[device])}>
                  {text[`${device}Status`][checked[device]]}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {cameraReady ? (
        <video
          ref={videoRef}
          aria-label={t('cameraPreview')}
          autoPlay
          muted
          playsInline
          className="aspect-video w-full max-w-md rounded-xl bg-black object-cover"
          data-testid="camera-preview"
        />
      ) : null}

      {checked?.microphone === 'ready' ? (
        <div className="flex max-w-md flex-col gap-2">
          <div
            ref={meterRef}
            role="meter"
            aria-label={t('micLevel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={0}
            className="h-4 w-full overflow-hidden rounded-full border border-line bg-page"
            data-testid="mic-meter"
          >
            <div ref={barRef} className="h-full w-0 bg-accent" />
          </div>
          <p data-testid="mic-heard" data-heard={heard || undefined}>
            {heard ? t('micHeard') : t('micSpeak')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
