// Oversized request bodies, streamed as they are generated (never held whole by the client), and
// the server's resident memory around them: e2e/large-bodies.spec.ts and `npm run bench` share
// this, so the test and the benchmark row measure the same thing.
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';

const CHUNK_BYTES = 64 * 1024;
/** One chunk, sent again and again: the client's own memory stays at this. */
const CHUNK = Buffer.alloc(CHUNK_BYTES, 'a');

/** Resident memory of a process group, in bytes (`next start` may fork). */
export function groupRssBytes(pgid) {
  const out = spawnSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .map((line) => Number(line.trim()) * 1024)
    .filter((value) => value > 0)
    .reduce((sum, value) => sum + value, 0);
}

/**
 * POSTs `bytes` bytes to `origin` + `target`, with a Content-Length that says so or chunked, and
 * stops sending at the server's first answer: resolves with its status and how much was sent by
 * then. A reset or a broken pipe after the answer is the server refusing the rest, not an error.
 * The connection is kept alive (no `Connection: close`): a server that closes at once after its
 * answer, the rest of the body unread, resets the connection, and the answer can be lost with it.
 */
export function sendLargeBody(
  origin,
  target,
  { bytes, chunked = false, headers = {}, localAddress },
) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const host = hostname.replace(/^\[|\]$/g, '');
    const socket = connect({ host, port: Number(port), localAddress });
    let answer = '';
    let status;
    let sent = 0;
    const finish = (error) => {
      socket.destroy();
      if (status !== undefined) resolve({ status, sentBytes: sent });
      else reject(error ?? new Error(`${target}: closed without an answer after ${sent} bytes`));
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      const line = /^HTTP\/1\.[01] (\d{3}) /.exec(answer);
      // The head is enough: the status is what is measured, and the answer ends the upload.
      if (line && answer.includes('\r\n\r\n')) {
        status = Number(line[1]);
        finish();
      }
    });
    socket.on('error', finish);
    socket.on('close', () => finish());
    const pump = () => {
      while (status === undefined && !socket.destroyed && sent < bytes) {
        const size = Math.min(CHUNK_BYTES, bytes - sent);
        const chunk = size === CHUNK_BYTES ? CHUNK : CHUNK.subarray(0, size);
        sent += size;
        if (chunked) {
          socket.write(`${size.toString(16)}\r\n`);
          socket.write(chunk);
        }
        const flushed = socket.write(chunked ? '\r\n' : chunk);
        if (!flushed) {
          socket.once('drain', pump);
          return;
        }
      }
      if (sent >= bytes && chunked && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      const lines = [
        `POST ${target} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Content-Type: application/json',
        chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bytes}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      pump();
    });
  });
}

/**
 * `sendLargeBody` while the server's group RSS (`pgid`) is sampled every 100 ms: RSS before, at
 * its peak and right after the answer, in bytes, with the answer.
 */
export async function measureLargeBody(pgid, origin, target, options) {
  const before = groupRssBytes(pgid);
  let peak = before;
  const sample = () => (peak = Math.max(peak, groupRssBytes(pgid)));
  const timer = setInterval(sample, 100);
  try {
    const reply = await sendLargeBody(origin, target, options);
    const after = groupRssBytes(pgid);
    peak = Math.max(peak, after);
    return { ...reply, before, peak, after };
  } finally {
    clearInterval(timer);
  }
}
