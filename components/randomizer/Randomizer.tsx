'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { clampWinnerCount, drawWinners, maxWinnerCount } from '@/lib/randomizer/draw';
import type { RandomizerViewer } from '@/lib/randomizer/types';
import { fill } from '@/lib/i18n/client-format';
import { buttonClass } from '@/components/ui/button';

/** Time one winner takes to land; shortened for long lists so a draw of 50 stays under ~5 s. */
const REVEAL_MS = 900;
const TOTAL_REVEAL_MS = 5000;
const TICK_MS = 70;

/** @internal */
export function revealStepMs(count: number): number {
  return Math.min(REVEAL_MS, Math.max(TICK_MS, Math.floor(TOTAL_REVEAL_MS / Math.max(count, 1))));
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

// Winners are chosen up front with `crypto.getRandomValues`; the animation only reveals them (see
// the page for why it looks like this).
/** The draw's texts, formatted by RandomizerView. */
export interface RandomizerText {
  count: string;
  countHint: string;
  draw: string;
  redraw: string;
  drawing: string;
  winnersTitle: string;
  /** `{names}` */
  announcement: string;
}

export function Randomizer({
  viewers,
  text,
}: {
  viewers: RandomizerViewer[];
  text: RandomizerText;
}) {
  const max = maxWinnerCount(viewers.length);
  const [countInput, setCountInput] = useState('1');
  const [winners, setWinners] = useState<RandomizerViewer[] | null>(null);
  const [revealed, setRevealed] = useState(0);
  const [flicker, setFlicker] = useState<string>('');
  const [draws, setDraws] = useState(0);
  const countId = useId();
  const hintId = useId();
  const timers = useRef<ReturnType<typeof setInterval>[]>([]);

  const clearTimers = () => {
    timers.current.forEach(clearInterval);
    timers.current = [];
  };
  useEffect(() => clearTimers, []);

  const revealing = winners !== null && revealed < winners.length;

  function draw() {
    if (revealing) return;
    clearTimers();
    const count = clampWinnerCount(Number(countInput), viewers.length);
    setCountInput(String(count));
    const drawn = drawWinners(viewers, count);
    setWinners(drawn);
    setDraws((current) => current + 1);
    if (prefersReducedMotion()) {
      setRevealed(drawn.length);
      return;
    }
    setRevealed(0);
    const step = revealStepMs(drawn.length);
    // Decoration only: the flickering names need no cryptographic randomness.
    timers.current.push(
      setInterval(() => {
        const any = viewers[Math.floor(Math.random() * viewers.length)];
        setFlicker(any?.name ?? '');
      }, TICK_MS),
    );
    timers.current.push(
      setInterval(() => {
        setRevealed((current) => {
          const next = current + 1;
          if (next >= drawn.length) clearTimers();
          return next;
        });
      }, step),
    );
  }

  const done = winners !== null && !revealing;

  return (
    <div className="flex flex-col gap-8">
      {/* A form's hint sits under its label, never between the field and its button. */}
      <div className="flex flex-col gap-2">
        <label htmlFor={countId} className="text-lg font-bold">
          {text.count}
        </label>
        <p id={hintId} className="text-lg text-muted">
          {text.countHint}
        </p>
        <div className="flex items-center gap-3 tablet:gap-4">
          <input
            id={countId}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={countInput}
            onChange={(event) => setCountInput(event.currentTarget.value)}
            onBlur={() =>
              setCountInput(String(clampWinnerCount(Number(countInput), viewers.length)))
            }
            aria-describedby={hintId}
            className="h-12 w-20 shrink-0 rounded-lg border-2 border-line bg-page px-4 text-2xl font-bold tablet:w-32"
          />
          <button
            type="button"
            onClick={draw}
            aria-disabled={revealing || undefined}
            className={buttonClass(
              'primary',
              'lg',
              'min-w-0 flex-1 max-tablet:px-3 max-tablet:text-base tablet:flex-none',
            )}
          >
            {revealing ? text.drawing : winners ? text.redraw : text.draw}
          </button>
        </div>
      </div>

      {winners ? (
        <section aria-labelledby={`${countId}-winners`} aria-busy={revealing || undefined}>
          <h2 id={`${countId}-winners`} className="text-2xl font-bold tablet:text-3xl">
            {text.winnersTitle}
          </h2>
          <ol
            className="mt-6 grid gap-3 laptop:grid-cols-2"
            data-testid="winners"
            data-draw={draws}
            data-done={done || undefined}
          >
            {winners.map((winner, index) => {
              const shown = index < revealed;
              const rolling = index === revealed;
              return (
                <li
                  key={`${draws}-${winner.id}`}
                  className={`flex items-baseline gap-4 rounded-2xl border-2 px-5 py-4 text-3xl font-bold tablet:text-4xl ${
                    shown ? 'border-accent bg-accent-soft' : 'border-line'
                  }`}
                  data-testid={shown ? 'winner' : undefined}
                >
                  <span className="min-w-[2ch] text-right text-muted">{index + 1}.</span>
                  {shown ? (
                    <span className="motion-safe:transition motion-safe:duration-300 motion-safe:starting:scale-75 motion-safe:starting:opacity-0">
                      {winner.name}
                    </span>
                  ) : (
                    <span aria-hidden="true" className="text-muted">
                      {rolling ? flicker : '…'}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          <p className="sr-only" aria-live="polite">
            {done
              ? fill(text.announcement, { names: winners.map((winner) => winner.name).join(', ') })
              : ''}
          </p>
        </section>
      ) : null}
    </div>
  );
}
