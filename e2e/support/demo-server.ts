import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './fleet';

/**
 * A second production server of the suite's build on the demo services, with extra environment
 * (a configuration the suite's own server does not have). Started by pid, stopped by pid.
 */
export interface DemoServer {
  origin: string;
  output: () => string;
  stop: () => Promise<void>;
}

const NEXT_BIN = path.join(process.cwd(), 'node_modules/next/dist/bin/next');

/** Resolves once `/api/health` answers; rejects with the output when the server exits first. */
export async function startDemoServer(env: Record<string, string>): Promise<DemoServer> {
  const port = await freePort();
  // `localhost`, not 127.0.0.1: middleware rewrites are anchored on the server's own origin.
  const origin = `http://localhost:${port}`;
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-H', 'localhost', '-p', String(port)],
    {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SITE_URL: origin, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    process.kill(-child.pid, 'SIGTERM');
    const kill = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(kill);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not start:\n${output}`);
}
