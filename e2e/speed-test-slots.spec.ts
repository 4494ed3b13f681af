import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { SITE_ORIGIN } from './support/deployment.mjs';

/**
 * Next alone: the speed test's slots are per client, and a paused reader loses its slot within
 * seconds. Clients are told apart by their source address (Next fills `X-Forwarded-For` from the
 * socket), as two visitors on two machines are.
 */

const TOTAL = 5 * 1024 * 1024;
const PER_CLIENT = 2;
const SLOTS = 8;
/** The route's 30 s deadline; the stall cut (5 s) must free the slot well before it. */
const DEADLINE_MS = 30_000;

interface Reader {
  status: number;
  /** Settles when the answer ends or is cut and read up to there: what arrived, whether all. */
  closed: Promise<{ received: number; complete: boolean }>;
}

interface PausedReader {
  status: number;
  /** Reads on, to the end. */
  resume(): void;
  closed: Promise<void>;
}

/** GET from `localAddress`, read to the end. */
function open(localAddress: string, bytes: number): Promise<Reader> {
  const url = new URL(`/api/speed-test?bytes=${bytes}&nonce=${Math.random()}`, SITE_ORIGIN);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        localAddress,
        headers: { connection: 'close' },
        agent: false,
      },
      (res) => {
        let received = 0;
        const closed = new Promise<{ received: number; complete: boolean }>((settle) => {
          const finish = () => settle({ received, complete: res.complete && received === bytes });
          res.once('end', finish);
          res.once('close', finish);
        });
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
        });
        res.on('error', () => undefined);
        resolve({ status: res.statusCode ?? 0, closed });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * GET from `localAddress` on a raw socket that reads the status line and nothing after it until
 * `resume()`: no reads, so the kernel never grows the receive buffer (it may grow to 32 MB for a
 * reader that reads), and the answer stays larger than what the sockets hold.
 */
function openPaused(localAddress: string, bytes: number): Promise<PausedReader> {
  const url = new URL(`/api/speed-test?bytes=${bytes}&nonce=${Math.random()}`, SITE_ORIGIN);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress });
    socket.once('error', reject);
    socket.once('connect', () =>
      socket.write(
        `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`,
      ),
    );
    const closed = new Promise<void>((settle) => socket.once('close', () => settle()));
    const readStatus = () => {
      const head = socket.read(12) as Buffer | null;
      if (!head) return;
      socket.off('readable', readStatus);
      const status = Number(head.toString('latin1').slice(9, 12));
      resolve({ status, resume: () => socket.resume(), closed });
    };
    socket.on('readable', readStatus);
  });
}

test('one client’s paused speed tests hold only its share, and only for seconds', async () => {
  test.setTimeout(DEADLINE_MS + 30_000);
  const paused: PausedReader[] = [];
  for (let n = 0; n < PER_CLIENT; n += 1) paused.push(await openPaused('127.0.0.31', TOTAL));
  const started = Date.now();
  expect(paused.map((reader) => reader.status)).toEqual(Array(PER_CLIENT).fill(200));

  // The rest of the process's 8 slots asked for by that client are refused; another client is
  // served in full meanwhile (before the per-client share: 503 for 30 s).
  const over = await Promise.all(
    Array.from({ length: SLOTS - PER_CLIENT }, () => openPaused('127.0.0.31', TOTAL)),
  );
  expect(over.map((reader) => reader.status)).toEqual(Array(SLOTS - PER_CLIENT).fill(429));
  const other = await open('127.0.0.32', 1024 * 1024);
  expect(other.status).toBe(200);
  expect(await other.closed).toEqual({ received: 1024 * 1024, complete: true });

  // The paused streams are cut by the stall cut, not the deadline: the client may run again. (A
  // paused socket cannot see its cut until it reads, so the client asks until it is let in.)
  await expect
    .poll(
      async () => {
        const probe = await open('127.0.0.31', 1);
        await probe.closed;
        return probe.status;
      },
      { timeout: DEADLINE_MS + 10_000, intervals: [250] },
    )
    .toBe(200);
  const heldMs = Date.now() - started;
  expect(heldMs).toBeLessThan(DEADLINE_MS / 2);
  // Drain them. Whether a cut answer ends short depends on how much loopback's socket buffers
  // took before the pause, so the slot coming back above is the check.
  for (const reader of [...paused, ...over]) reader.resume();
  await Promise.all([...paused, ...over].map((reader) => reader.closed));
  test.info().annotations.push({ type: 'paused slots held (ms)', description: String(heldMs) });
});
