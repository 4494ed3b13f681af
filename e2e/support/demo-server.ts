import { freePort, startServer } from '../../scripts/lib/server.cjs';

/**
 * A second production server of the suite's build on the suite's demo server (the services
 * playwright.config.ts puts in every spec's environment), with extra environment (a
 * configuration the suite's own server does not have).
 */
export interface DemoServer {
  origin: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Resolves once `/api/health` answers; rejects with the output when the server exits first. */
export async function startDemoServer(env: Record<string, string>): Promise<DemoServer> {
  const port = await freePort();
  const server = await startServer({
    host: '127.0.0.1',
    port,
    env: { SITE_URL: `http://127.0.0.1:${port}`, ...env },
    label: 'demo server',
  });
  return { origin: server.origin, output: () => server.logs.join('\n'), stop: server.stop };
}
