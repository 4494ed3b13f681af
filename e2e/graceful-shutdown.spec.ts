import http from 'node:http';
import { expect, test } from '@playwright/test';
import {
  startCountingUpstream,
  startInstance,
  type CountingUpstream,
  type Instance,
} from './support/fleet';

/**
 * SIGTERM (a deploy, a scale-in) must not cut visitors off: the instance stops accepting new
 * connections at once, finishes what is in flight, then exits. Next's own server does this
 * (`next start` and the standalone `server.js` share start-server); this proves it on our build.
 */

let upstream: CountingUpstream;
let instance: Instance;

test.beforeAll(async () => {
  upstream = await startCountingUpstream();
});

test.afterAll(async () => {
  await instance?.stop();
  await upstream?.stop();
});

test('SIGTERM: in-flight requests finish, new connections are refused, the process exits', async () => {
  test.setTimeout(90_000);
  instance = await startInstance({
    siteUrl: 'http://localhost:3100',
    upstream: upstream.origin,
    // demo-slow never answers in time: the request stays in flight for a timeout or two (a
    // failed render reads the event twice), well inside the 5 s before the test's SIGKILL.
    env: { API_TIMEOUT_MS: '1500' },
  });
  const inFlight = fetch(`${instance.origin}/en/max?hash=demo-slow`);
  await expect.poll(() => upstream.callsTo('/activity/demo-slow')).toBeGreaterThan(0);

  const signalled = Date.now();
  process.kill(instance.pid!, 'SIGTERM');
  // It stops accepting new connections (each probe opens one of its own: fetch's pool would
  // reuse a kept-alive one, which a draining server still answers)...
  await expect
    .poll(() => newConnection(`${instance.origin}/api/health`), { timeout: 20_000 })
    .toBe('refused');

  // ...while the request in flight still gets its whole answer (a cut one would reject).
  const response = await inFlight;
  // Next's own status for a failed first render (nginx in front shows its localized page).
  expect(response.status).toBe(500);
  expect(await response.text()).toContain('unexpected error');

  // 128 + SIGTERM: Next's start-server exits on its own once drained.
  expect(await instance.exited).toBe(143);
  console.log(`graceful shutdown: exited ${Date.now() - signalled} ms after SIGTERM`);
});

/** Whether the server accepts a new TCP connection and answers on it. */
function newConnection(url: string): Promise<'accepted' | 'refused'> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve('accepted');
      })
      .on('error', () => resolve('refused'));
  });
}
