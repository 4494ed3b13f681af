// Starts the demo server (demo/server, docs/demo.md) for the scripts, the benchmarks and the e2e
// specs that need one of their own: a child process on its own port, ready once its index page
// answers.
import path from 'node:path';
import serverLib from './server.cjs';

const { ROOT, freePort, startChild } = serverLib;

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
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${listenPort}`;
  const started = await startChild(process.execPath, [DEMO_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      DEMO_HOST: host,
      DEMO_PORT: String(listenPort),
      ...(siteUrl && { SITE_URL: siteUrl }),
    },
    name: 'demo server',
    what: `demo server on ${origin}`,
    ready: async () => (await fetch(`${origin}/`)).ok,
  });
  return { origin, port: listenPort, ...started };
}
