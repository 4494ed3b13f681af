import { SPEED_TEST_DEFAULT_BYTES, SPEED_TEST_MAX_BYTES } from './speed';

/**
 * `GET /api/speed-test?bytes=N`: N bytes of random data for the test page's download-speed
 * measurement. Random so no proxy or transfer encoding can shrink it; never cached, so every run
 * crosses the network; bounded, so the route cannot be turned into a bandwidth sink.
 */

/** `crypto.getRandomValues` fills at most 65,536 bytes per call. */
const CHUNK_BYTES = 64 * 1024;

/** The requested size, the default when absent, or `null` when it is not 1…5 MiB of digits. */
export function parseSpeedTestBytes(value: string | null): number | null {
  if (value === null) return SPEED_TEST_DEFAULT_BYTES;
  if (!/^[0-9]{1,8}$/.test(value)) return null;
  const bytes = Number(value);
  return bytes >= 1 && bytes <= SPEED_TEST_MAX_BYTES ? bytes : null;
}

/** Streams `total` random bytes chunk by chunk, so a 5 MiB answer never sits in memory whole. */
export function randomByteStream(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = Math.min(CHUNK_BYTES, total - sent);
      if (size <= 0) {
        controller.close();
        return;
      }
      const chunk = new Uint8Array(size);
      crypto.getRandomValues(chunk);
      sent += size;
      controller.enqueue(chunk);
    },
  });
}

export function speedTestResponse(url: string): Response {
  const bytes = parseSpeedTestBytes(new URL(url).searchParams.get('bytes'));
  if (bytes === null) {
    return Response.json(
      {
        error: 'BAD_REQUEST',
        message: `bytes must be an integer from 1 to ${SPEED_TEST_MAX_BYTES}`,
      },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return new Response(randomByteStream(bytes), {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(bytes),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
