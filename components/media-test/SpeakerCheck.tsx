'use client';

import { useEffect, useRef, useState } from 'react';

type State = 'idle' | 'playing' | 'done' | 'failed';

/** Three rising notes (C5, E5, G5): easier to recognise than a single beep, and not shrill. @internal */
export const TEST_TONES_HZ = [523.25, 659.25, 783.99] as const;
const NOTE_SECONDS = 0.35;
const GAP_SECONDS = 0.08;
const PEAK_GAIN = 0.25;
/** @internal */
export const TEST_SOUND_SECONDS = TEST_TONES_HZ.length * (NOTE_SECONDS + GAP_SECONDS);

/** Schedules the notes on `context` with short fades, so they start and stop without clicks. */
function scheduleTones(context: AudioContext): OscillatorNode[] {
  const start = context.currentTime + 0.05;
  return TEST_TONES_HZ.map((frequency, index) => {
    const at = start + index * (NOTE_SECONDS + GAP_SECONDS);
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(PEAK_GAIN, at + 0.02);
    gain.gain.setValueAtTime(PEAK_GAIN, at + NOTE_SECONDS - 0.05);
    gain.gain.linearRampToValueAtTime(0, at + NOTE_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_SECONDS);
    return oscillator;
  });
}

/** A test sound made in the browser (Web Audio oscillators), so there is no file to load. */
/** Translated by EquipmentCheck (components/media-test/text.ts). */
export type SpeakerCheckText = Record<
  'soundPlay' | 'soundPlaying' | 'soundPlayAgain' | 'soundDone' | 'soundFailed',
  string
>;

export function SpeakerCheck({ text }: { text: SpeakerCheckText }) {
  const t = (key: keyof SpeakerCheckText) => text[key];
  const [state, setState] = useState<State>('idle');
  const contextRef = useRef<AudioContext | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  function finish(next: State) {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    void contextRef.current?.close().catch(() => undefined);
    contextRef.current = null;
    setState(next);
  }

  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
      void contextRef.current?.close().catch(() => undefined);
    },
    [],
  );

  async function play() {
    if (state === 'playing') return;
    if (typeof AudioContext === 'undefined') return setState('failed');
    setState('playing');
    try {
      const context = new AudioContext();
      contextRef.current = context;
      // Without an output device some browsers never fire `ended` (or never resume); the clock
      // says when it is over either way.
      timerRef.current = setTimeout(() => finish('done'), (TEST_SOUND_SECONDS + 0.5) * 1000);
      await context.resume();
      const notes = scheduleTones(context);
      const last = notes[notes.length - 1];
      if (last) last.onended = () => finish('done');
    } catch {
      finish('failed');
    }
  }

  return (
    <div className="mt-5 flex flex-col gap-3" data-testid="speaker-check">
      <button
        type="button"
        onClick={play}
        aria-disabled={state === 'playing' || undefined}
        className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-accent px-6 py-2.5 font-bold text-accent-contrast hover:opacity-90 aria-disabled:cursor-progress aria-disabled:opacity-60"
      >
        {state === 'playing'
          ? t('soundPlaying')
          : state === 'idle'
            ? t('soundPlay')
            : t('soundPlayAgain')}
      </button>
      <p aria-live="polite" data-testid="speaker-status" data-state={state}>
        {state === 'done' ? t('soundDone') : state === 'failed' ? t('soundFailed') : null}
      </p>
    </div>
  );
}
