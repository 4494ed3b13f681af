import { SPEED_TEST_DEFAULT_BYTES, SPEED_TEST_MAX_BYTES } from './speed';
import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';

/**
 * `GET /api/speed-test?bytes=N`: N bytes of random data for the test page's download-speed
 * measurement. Random so no proxy or transfer encoding can shrink it; never cached, so every run
 * crosses the network; bounded, so the route cannot be turned into a bandwidth sink: at most
 * 5 MiB per answer, at most `SPEED_TEST_MAX_CONCURRENT` answers streaming at once per process
 * (the next one is a 503 with `Retry-After`), and each answer gets `SPEED_TEST_DEADLINE_MS` to
 * be read before its stream is cut and its slot freed (a client that never reads holds nothing).
 * nginx adds a per-client rate limit in front, and passes the bytes on as they come
 * (`X-Accel-Buffering: no`): a proxy that read the answer ahead into its own buffer or disk would
 * free the slot at once and leave the slow client's bytes on the proxy, past every cap here.
 */

/** One visitor's run is sequential (256 KiB, 1 MiB, 5 MiB): 8 slots serve 8 visitors at once. */
export const SPEED_TEST_MAX_CONCURRENT = 8;
/** The test page gives up on its whole run after 30 s; a stream never outlives that. */
const SPEED_TEST_DEADLINE_MS = 30_000;
const SPEED_TEST_RETRY_AFTER_SECONDS = 2;

/** Counts streams in flight; `acquire` answers a release function, or `undefined` when full. */
export interface SpeedTestGate {
  acquire(): (() => void) | undefined;
  inFlight(): number;
}

export function createSpeedTestGate(maxConcurrent = SPEED_TEST_MAX_CONCURRENT): SpeedTestGate {
  let inFlight = 0;
  return {
    acquire() {
      if (inFlight >= maxConcurrent) return undefined;
      inFlight += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight -= 1;
      };
    },
    inFlight: () => inFlight,
  };
}

const processGate = createSpeedTestGate();

/** `crypto.getRandomValues` fills at most 65,536 bytes per call. */
const CHUNK_BYTES = 64 * 1024;

/** The requested size, the default when absent, or `null` when it is not 1…5 MiB of digits. */
export function parseSpeedTestBytes(value: string | null): number | null {
  if (value === null) return SPEED_TEST_DEFAULT_BYTES;
  if (!/^[0-9]{1,8}$/.test(value)) return null;
  const bytes = Number(value);
  return bytes >= 1 && bytes <= SPEED_TEST_MAX_BYTES ? bytes : null;
}

/**
 * Streams `total` random bytes chunk by chunk, so a 5 MiB answer never sits in memory whole.
 * `onDone` runs once when the stream ends, is cancelled by the client, or passes `deadlineMs`.
 */
export function randomByteStream(
  total: number,
  {
    onDone = () => undefined,
    deadlineMs = SPEED_TEST_DEADLINE_MS,
  }: { onDone?: () => void; deadlineMs?: number } = {},
): ReadableStream<Uint8Array> {
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    clearTimeout(timer);
    onDone();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setTimeout(() => {
        controller.error(new Error('speed test read too slowly'));
        finish();
      }, deadlineMs);
    },
    pull(controller) {
      const size = Math.min(CHUNK_BYTES, total - sent);
      if (size <= 0) {
        controller.close();
        finish();
        return;
      }
      const chunk = new Uint8Array(size);
      crypto.getRandomValues(chunk);
      sent += size;
      controller.enqueue(chunk);
    },
    cancel() {
      finish();
    },
  });
}

export function speedTestResponse(url: string, gate: SpeedTestGate = processGate): Response {
  const bytes = parseSpeedTestBytes(new URL(url).searchParams.get('bytes'));
  if (bytes === null) {
    return Response.json(
      {
        error: 'BAD_REQUEST',
        message: `bytes must be an integer from 1 to ${SPEED_TEST_MAX_BYTES}`,
      },
      { status: 400, headers: NO_STORE_HEADERS },
    );
  }
  const release = gate.acquire();
  if (!release) {
    return Response.json(
      { error: 'BUSY', message: 'too many speed tests at once, retry shortly' },
      {
        status: 503,
        headers: {
          ...NO_STORE_HEADERS,
          'Retry-After': String(SPEED_TEST_RETRY_AFTER_SECONDS),
        },
      },
    );
  }
  return new Response(randomByteStream(bytes, { onDone: release }), {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(bytes),
      ...NO_STORE_HEADERS,
      'X-Content-Type-Options': 'nosniff',
      'X-Accel-Buffering': 'no',
    },
  });
}

/**
 * HEAD: the GET's headers without a stream. Next would otherwise run GET and drop the body,
 * leaving its stream (and its slot) to the deadline.
 */
export function speedTestHead(url: string): Response {
  const bytes = parseSpeedTestBytes(new URL(url).searchParams.get('bytes'));
  return new Response(null, {
    status: bytes === null ? 400 : 200,
    headers: {
      'Content-Type': bytes === null ? 'application/json' : 'application/octet-stream',
      ...(bytes === null ? {} : { 'Content-Length': String(bytes) }),
      ...NO_STORE_HEADERS,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
