import { SPEED_TEST_DEFAULT_BYTES, SPEED_TEST_MAX_BYTES } from './speed';
import {
  SPEED_TEST_MAX_CONCURRENT,
  SPEED_TEST_MAX_PER_CLIENT,
  SPEED_TEST_STALL_MS,
  createSpeedTestGate,
  parseSpeedTestBytes,
  randomByteStream,
  speedTestClient,
  speedTestHead,
  speedTestResponse,
} from './speed-test-route';

describe('parseSpeedTestBytes', () => {
  it.each([
    [null, SPEED_TEST_DEFAULT_BYTES],
    ['1', 1],
    ['262144', 262144],
    [String(SPEED_TEST_MAX_BYTES), SPEED_TEST_MAX_BYTES],
    [String(SPEED_TEST_MAX_BYTES + 1), null],
    ['0', null],
    ['-5', null],
    ['1e6', null],
    ['abc', null],
    ['', null],
    ['999999999', null],
  ])('%p → %p', (value, bytes) => {
    expect(parseSpeedTestBytes(value)).toBe(bytes);
  });
});

describe('GET /api/speed-test', () => {
  it('sends exactly N incompressible bytes, never cached', async () => {
    const response = speedTestResponse('http://localhost/api/speed-test?bytes=200000&nonce=1', 'a');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(response.headers.get('Content-Length')).toBe('200000');
    // Streamed through nginx as it is read, never spooled to the proxy's buffers or disk.
    expect(response.headers.get('X-Accel-Buffering')).toBe('no');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body.byteLength).toBe(200000);
    // Random data: every byte value shows up, none dominates (a run of zeros would compress).
    const counts = new Array<number>(256).fill(0);
    for (const byte of body) counts[byte] = (counts[byte] ?? 0) + 1;
    expect(Math.min(...counts)).toBeGreaterThan(500);
    expect(Math.max(...counts)).toBeLessThan(1100);
  });

  it('refuses sizes outside 1 byte … 5 MiB', async () => {
    const response = speedTestResponse(
      `http://localhost/api/speed-test?bytes=${SPEED_TEST_MAX_BYTES + 1}`,
      'a',
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ error: 'BAD_REQUEST' });
  });
});

describe('GET /api/speed-test: what one process streams at once is bounded', () => {
  const url = 'http://localhost/api/speed-test?bytes=5242880&nonce=1';

  it('answers 503 with Retry-After beyond the concurrency cap, and serves again once a slot frees', async () => {
    const gate = createSpeedTestGate();
    const open = Array.from({ length: SPEED_TEST_MAX_CONCURRENT }, (_, n) =>
      speedTestResponse(url, `client-${n}`, gate),
    );
    expect(open.map((response) => response.status)).toEqual(
      Array(SPEED_TEST_MAX_CONCURRENT).fill(200),
    );
    const refused = speedTestResponse(url, 'client-new', gate);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('2');
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(await refused.json()).toMatchObject({ error: 'BUSY' });

    // One client reads its answer to the end, another hangs up: both slots come back.
    expect((await open[0]!.arrayBuffer()).byteLength).toBe(5 * 1024 * 1024);
    await open[1]!.body!.cancel();
    expect(gate.inFlight()).toBe(SPEED_TEST_MAX_CONCURRENT - 2);
    const again = speedTestResponse(url, 'client-new', gate);
    expect(again.status).toBe(200);
    await again.body!.cancel();
    await Promise.all(open.slice(2).map((response) => response.body!.cancel()));
  });

  it('cuts a stream nobody reads at its deadline and frees the slot', async () => {
    const gate = createSpeedTestGate(1);
    const release = gate.acquire('a');
    expect(gate.acquire('b')).toBe('busy');
    let freed!: () => void;
    const done = new Promise<void>((resolve) => (freed = resolve));
    const stream = randomByteStream(5 * 1024 * 1024, {
      deadlineMs: 20,
      onDone: () => {
        if (typeof release === 'function') release();
        freed();
      },
    });
    await done;
    expect(gate.inFlight()).toBe(0);
    await expect(new Response(stream).arrayBuffer()).rejects.toThrow();
  });

  it('never reserves a slot for a refused size', () => {
    const gate = createSpeedTestGate(1);
    expect(speedTestResponse('http://localhost/api/speed-test?bytes=0', 'a', gate).status).toBe(
      400,
    );
    expect(gate.inFlight()).toBe(0);
  });
});

describe('GET /api/speed-test: one client cannot take every slot', () => {
  const url = 'http://localhost/api/speed-test?bytes=5242880&nonce=1';

  it('answers 429 with Retry-After past a client’s share while other clients are served', async () => {
    const gate = createSpeedTestGate();
    const mine = Array.from({ length: SPEED_TEST_MAX_PER_CLIENT }, () =>
      speedTestResponse(url, '198.51.100.7', gate),
    );
    expect(mine.map((response) => response.status)).toEqual(
      Array(SPEED_TEST_MAX_PER_CLIENT).fill(200),
    );
    const refused = speedTestResponse(url, '198.51.100.7', gate);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('2');
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(await refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    // Every other slot is still there for everyone else.
    const others = Array.from(
      { length: SPEED_TEST_MAX_CONCURRENT - SPEED_TEST_MAX_PER_CLIENT },
      (_, n) => speedTestResponse(url, `203.0.113.${n}`, gate),
    );
    expect(others.every((response) => response.status === 200)).toBe(true);
    // The client gets its slot back when one of its streams ends.
    await mine[0]!.body!.cancel();
    await others[0]!.body!.cancel();
    const again = speedTestResponse(url, '198.51.100.7', gate);
    expect(again.status).toBe(200);
    await Promise.all([again, ...mine.slice(1), ...others.slice(1)].map((r) => r.body!.cancel()));
  });

  it('tracks a client only while it holds a slot: invented clients cannot grow the table', () => {
    const gate = createSpeedTestGate();
    const releases = Array.from({ length: 10_000 }, (_, n) => gate.acquire(`forged-${n}`));
    expect(gate.clients()).toBe(SPEED_TEST_MAX_CONCURRENT);
    for (const release of releases) if (typeof release === 'function') release();
    expect(gate.clients()).toBe(0);
    expect(gate.inFlight()).toBe(0);
  });

  it('keys on X-Forwarded-For as it reaches the route, bounded in length', () => {
    expect(speedTestClient(new Headers({ 'x-forwarded-for': ' 192.0.2.1 ' }))).toBe('192.0.2.1');
    expect(speedTestClient(new Headers())).toBe('');
    expect(speedTestClient(new Headers({ 'x-forwarded-for': 'x'.repeat(5000) }))).toHaveLength(256);
  });
});

describe('GET /api/speed-test: a stream the client stops pulling is cut', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it(`frees the slot ${SPEED_TEST_STALL_MS} ms after the last pull, long before the deadline`, async () => {
    const gate = createSpeedTestGate(1, 1);
    const response = speedTestResponse('http://localhost/api/speed-test?bytes=5242880', 'a', gate);
    const reader = response.body!.getReader();
    // A reader that keeps pulling (one chunk every 4 s) keeps its slot.
    for (let n = 0; n < 3; n += 1) {
      expect((await reader.read()).done).toBe(false);
      await jest.advanceTimersByTimeAsync(SPEED_TEST_STALL_MS - 1000);
      expect(gate.inFlight()).toBe(1);
    }
    // Then it stops: the slot is held until the stall passes, then freed for the next client.
    await reader.read();
    await jest.advanceTimersByTimeAsync(SPEED_TEST_STALL_MS - 1);
    expect(gate.inFlight()).toBe(1);
    expect(speedTestResponse('http://localhost/api/speed-test?bytes=1', 'b', gate).status).toBe(
      503,
    );
    await jest.advanceTimersByTimeAsync(1);
    expect(gate.inFlight()).toBe(0);
    await expect(readToEnd(reader)).rejects.toThrow('speed test reader stopped');
    const next = speedTestResponse('http://localhost/api/speed-test?bytes=1', 'b', gate);
    expect(next.status).toBe(200);
    await next.body!.cancel();
  });
});

async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (;;) if ((await reader.read()).done) return;
}

describe('HEAD /api/speed-test', () => {
  it('answers the headers without streaming or taking a slot', async () => {
    const response = speedTestHead('http://localhost/api/speed-test?bytes=1000');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe('1000');
    expect(response.body).toBeNull();
    expect(speedTestHead('http://localhost/api/speed-test?bytes=x').status).toBe(400);
  });
});
