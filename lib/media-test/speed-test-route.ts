import { SPEED_TEST_DEFAULT_BYTES, SPEED_TEST_MAX_BYTES } from './speed';
import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';

// Random bytes, bounded per answer, process, client and time: no bandwidth sink (decision 0213).

/** @internal */
export const SPEED_TEST_MAX_CONCURRENT = 8;
/** Two tabs, or two people behind one NAT. @internal */
export const SPEED_TEST_MAX_PER_CLIENT = 2;
/** The test page gives up on its whole run by then. */
const SPEED_TEST_DEADLINE_MS = 30_000;
/** @internal */
export const SPEED_TEST_STALL_MS = 5_000;
const SPEED_TEST_RETRY_AFTER_SECONDS = 2;

type SpeedTestRefusal = 'busy' | 'client-busy';

export interface SpeedTestGate {
  acquire(client: string): (() => void) | SpeedTestRefusal;
  inFlight(): number;
  clients(): number;
}

/** @internal */
export function createSpeedTestGate(
  maxConcurrent = SPEED_TEST_MAX_CONCURRENT,
  maxPerClient = SPEED_TEST_MAX_PER_CLIENT,
): SpeedTestGate {
  let inFlight = 0;
  // Bounded by the process cap: a client is here only while it holds a slot.
  const perClient = new Map<string, number>();
  return {
    acquire(client) {
      if (inFlight >= maxConcurrent) return 'busy';
      const held = perClient.get(client) ?? 0;
      if (held >= maxPerClient) return 'client-busy';
      inFlight += 1;
      perClient.set(client, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight -= 1;
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      };
    },
    inFlight: () => inFlight,
    clients: () => perClient.size,
  };
}

const processGate = createSpeedTestGate();

/** A client may set its own header (the process cap bounds it); behind nginx it is nginx's. */
export function speedTestClient(headers: Pick<Headers, 'get'>): string {
  return (headers.get('x-forwarded-for') ?? '').trim().slice(0, 256);
}

/** `crypto.getRandomValues` fills at most 65,536 bytes per call. */
const CHUNK_BYTES = 64 * 1024;

/** @internal */
export function parseSpeedTestBytes(value: string | null): number | null {
  if (value === null) return SPEED_TEST_DEFAULT_BYTES;
  if (!/^[0-9]{1,8}$/.test(value)) return null;
  const bytes = Number(value);
  return bytes >= 1 && bytes <= SPEED_TEST_MAX_BYTES ? bytes : null;
}

/** Chunk by chunk; `onDone` runs once on end, cancel, stall or deadline. @internal */
export function randomByteStream(
  total: number,
  {
    onDone = () => undefined,
    deadlineMs = SPEED_TEST_DEADLINE_MS,
    stallMs = SPEED_TEST_STALL_MS,
  }: { onDone?: () => void; deadlineMs?: number; stallMs?: number } = {},
): ReadableStream<Uint8Array> {
  let sent = 0;
  let done = false;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let stall: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(deadline);
    clearTimeout(stall);
    onDone();
  };
  const cut = (controller: ReadableStreamDefaultController<Uint8Array>, reason: string) => {
    if (done) return;
    controller.error(new Error(reason));
    finish();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      deadline = setTimeout(() => cut(controller, 'speed test read too slowly'), deadlineMs);
    },
    pull(controller) {
      clearTimeout(stall);
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
      stall = setTimeout(() => cut(controller, 'speed test reader stopped'), stallMs);
    },
    cancel() {
      finish();
    },
  });
}

export function speedTestResponse(
  url: string,
  client: string,
  gate: SpeedTestGate = processGate,
): Response {
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
  const release = gate.acquire(client);
  if (typeof release !== 'function') {
    const busy = release === 'busy';
    return Response.json(
      busy
        ? { error: 'BUSY', message: 'too many speed tests at once, retry shortly' }
        : { error: 'TOO_MANY_REQUESTS', message: 'finish your other speed tests first' },
      {
        status: busy ? 503 : 429,
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

/** Next would otherwise run GET and leave its stream (and its slot) to the deadline. */
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
