'use client';

import type { Locale } from '@/i18n/locales';
import { fill } from '@/lib/i18n/client-format';
import { useEffect, useRef, useState } from 'react';
import { createLatestRequest, isAbortError } from '@/lib/api/latest-request';
import {
  SPEED_TEST_STEPS,
  formatMbps,
  megabitsPerSecond,
  needsLargerDownload,
  speedTestUrl,
  speedVerdict,
  type SpeedVerdict,
} from '@/lib/media-test/speed';

const VERDICT_KEYS = {
  'full-hd': 'speedVerdictFullHd',
  sd: 'speedVerdictSd',
  'too-slow': 'speedVerdictTooSlow',
} as const satisfies Record<SpeedVerdict, string>;

type State =
  { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; mbps: number } | { kind: 'failed' };

/** Whole run, all steps: a line this slow would not carry the broadcast either. */
const RUN_TIMEOUT_MS = 30_000;

function withTimeout(signal: AbortSignal): AbortSignal {
  // A browser without AbortSignal.any just skips the overall time-out.
  return typeof AbortSignal.any === 'function'
    ? AbortSignal.any([signal, AbortSignal.timeout(RUN_TIMEOUT_MS)])
    : signal;
}

// The server streams a few speed tests at a time, a couple per address, and asks the others to
// come back shortly (503 or 429 with `Retry-After`).
const BUSY_RETRIES = 2;
const BUSY_MAX_WAIT_S = 5;

function wait(seconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

async function download(bytes: number, signal: AbortSignal): Promise<number> {
  let response: Response;
  let started: number;
  for (let attempt = 0; ; attempt += 1) {
    started = performance.now();
    response = await fetch(speedTestUrl(bytes, `${Date.now()}-${Math.random()}`), {
      cache: 'no-store',
      signal,
    });
    if ((response.status !== 503 && response.status !== 429) || attempt >= BUSY_RETRIES) break;
    const retryAfter = Number(response.headers.get('retry-after'));
    if (!(retryAfter > 0)) break;
    await response.body?.cancel();
    await wait(Math.min(retryAfter, BUSY_MAX_WAIT_S), signal);
  }
  if (!response.ok) throw new Error(`speed test answered ${response.status}`);
  const received = (await response.arrayBuffer()).byteLength;
  return megabitsPerSecond(received, performance.now() - started);
}

/** Runs the downloads of `SPEED_TEST_STEPS` until one is long enough to trust. */
async function measure(signal: AbortSignal): Promise<number> {
  let mbps = 0;
  for (const bytes of SPEED_TEST_STEPS) {
    const started = performance.now();
    mbps = await download(bytes, signal);
    if (!needsLargerDownload(bytes, performance.now() - started)) break;
  }
  return mbps;
}

/** Translated by EquipmentCheck (components/media-test/text.ts); `speedResult` has `{speed}`. */
export type SpeedTestText = Record<
  | 'speedRun'
  | 'speedRunAgain'
  | 'speedRunning'
  | 'speedResult'
  | 'speedVerdictFullHd'
  | 'speedVerdictSd'
  | 'speedVerdictTooSlow'
  | 'speedFailed',
  string
>;

export function SpeedTest({ text, locale }: { text: SpeedTestText; locale: Locale }) {
  const t = (key: keyof SpeedTestText) => text[key];
  const [state, setState] = useState<State>({ kind: 'idle' });
  const latest = useRef(createLatestRequest());

  useEffect(() => {
    const request = latest.current;
    return () => request.abort();
  }, []);

  /** A click while a measurement runs starts a new one and aborts the older (spec, section 7). */
  async function run() {
    setState({ kind: 'running' });
    try {
      const mbps = await latest.current.run((signal) => measure(withTimeout(signal)));
      setState({ kind: 'done', mbps });
    } catch (error) {
      if (isAbortError(error)) return;
      setState({ kind: 'failed' });
    }
  }

  return (
    <div className="mt-5 flex flex-col gap-3" data-testid="speed-test">
      <button
        type="button"
        onClick={run}
        className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-accent px-6 py-2.5 font-bold text-accent-contrast hover:opacity-90"
      >
        {state.kind === 'running'
          ? t('speedRunning')
          : state.kind === 'idle'
            ? t('speedRun')
            : t('speedRunAgain')}
      </button>
      <div aria-live="polite" data-testid="speed-result">
        {state.kind === 'done' ? (
          <div data-verdict={speedVerdict(state.mbps)}>
            <p className="text-xl font-bold">
              {fill(text.speedResult, { speed: formatMbps(state.mbps, locale) })}
            </p>
            <p className="mt-1">{t(VERDICT_KEYS[speedVerdict(state.mbps)])}</p>
          </div>
        ) : state.kind === 'failed' ? (
          <p className="font-bold text-[#b3261e]">{t('speedFailed')}</p>
        ) : null}
      </div>
    </div>
  );
}
