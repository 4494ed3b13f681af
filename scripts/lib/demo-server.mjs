// Starts the demo server (demo/server, docs/demo.md) for the scripts, the benchmarks and the e2e
// specs that need one of their own: a child process on its own port, ready once its index page
// answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import serverLib from './server.cjs';

const { ROOT, collectLines, freePort, stopChild, waitUntil } = serverLib;

/**
 * The variables a deployment sets for its services, pointing at a demo server on `demoOrigin`.
 *
 * @param {string} demoOrigin
 */
export function demoServices(demoOrigin) {
  return {
    MEDIA_API_URL: `${demoOrigin}/demo/media`,
    FORMS_API_URL: `${demoOrigin}/demo/forms`,
    PLAYER_URL: `${demoOrigin}/demo/player`,
    WIDGETS_URL: `${demoOrigin}/demo/widgets`,
  };
}

const DEMO_ENTRY = path.join(ROOT, 'demo', 'server', 'start.mjs');

/**
 * @param {{ host?: string, port?: number, siteUrl?: string, env?: Record<string, string> }} [options]
 *   `siteUrl` is the event site its index page links to.
 */
export async function startDemoServices({ host = '127.0.0.1', port, siteUrl, env = {} } = {}) {
  const listenPort = port ?? (await freePort(host));
  const child = spawn(process.execPath, [DEMO_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      DEMO_HOST: host,
      DEMO_PORT: String(listenPort),
      ...(siteUrl && { SITE_URL: siteUrl }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logs = collectLines(child);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${listenPort}`;
  const demo = { origin, port: listenPort, child, logs, exited, stop: () => stopChild(child) };
  try {
    await Promise.race([
      waitUntil(
        async () => (await fetch(`${origin}/`)).ok,
        `demo server on ${origin}`,
        () => logs.slice(-30).join('\n'),
      ),
      exited.then((code) => {
        throw new Error(`demo server exited (${code}) before it was ready\n${logs.join('\n')}`);
      }),
    ]);
  } catch (error) {
    await demo.stop();
    throw error;
  }
  return demo;
}
