import { SPEED_TEST_DEFAULT_BYTES, SPEED_TEST_MAX_BYTES } from './speed';
import { parseSpeedTestBytes, speedTestResponse } from './speed-test-route';

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
