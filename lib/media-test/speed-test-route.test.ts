import { SPEED_TEST_DEFAULT_BYTES, SPEED_TEST_MAX_BYTES } from './speed';
import {
  SPEED_TEST_MAX_CONCURRENT,
  createSpeedTestGate,
  parseSpeedTestBytes,
  randomByteStream,
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
    const response = speedTestResponse('http://localhost/api/speed-test?bytes=200000&nonce=1');
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
    const open = Array.from({ length: SPEED_TEST_MAX_CONCURRENT }, () =>
      speedTestResponse(url, gate),
    );
    expect(open.map((response) => response.status)).toEqual(
      Array(SPEED_TEST_MAX_CONCURRENT).fill(200),
    );
    const refused = speedTestResponse(url, gate);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('2');
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(await refused.json()).toMatchObject({ error: 'BUSY' });

    // One client reads its answer to the end, another hangs up: both slots come back.
    expect((await open[0]!.arrayBuffer()).byteLength).toBe(5 * 1024 * 1024);
    await open[1]!.body!.cancel();
    expect(gate.inFlight()).toBe(SPEED_TEST_MAX_CONCURRENT - 2);
    expect(speedTestResponse(url, gate).status).toBe(200);
    await Promise.all(open.slice(2).map((response) => response.body!.cancel()));
  });

  it('cuts a stream nobody reads at its deadline and frees the slot', async () => {
    const gate = createSpeedTestGate(1);
    const release = gate.acquire();
    expect(gate.acquire()).toBeUndefined();
    let freed!: () => void;
    const done = new Promise<void>((resolve) => (freed = resolve));
    const stream = randomByteStream(5 * 1024 * 1024, {
      deadlineMs: 20,
      onDone: () => {
        release?.();
        freed();
      },
    });
    await done;
    expect(gate.inFlight()).toBe(0);
    await expect(new Response(stream).arrayBuffer()).rejects.toThrow();
  });

  it('never reserves a slot for a refused size', () => {
    const gate = createSpeedTestGate(1);
    expect(speedTestResponse('http://localhost/api/speed-test?bytes=0', gate).status).toBe(400);
    expect(gate.inFlight()).toBe(0);
  });
});

describe('HEAD /api/speed-test', () => {
  it('answers the headers without streaming or taking a slot', async () => {
    const response = speedTestHead('http://localhost/api/speed-test?bytes=1000');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe('1000');
    expect(response.body).toBeNull();
    expect(speedTestHead('http://localhost/api/speed-test?bytes=x').status).toBe(400);
  });
});
