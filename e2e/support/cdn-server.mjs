#!/usr/bin/env node
// The suite's asset host (a playwright.config.ts webServer): the shipped deploy/nginx/cdn.conf on
// Debian's nginx at CDN_ORIGIN, pulling from the suite's site. The suite's build names it as
// CDN_URL (scripts/e2e-build.mjs), so every browser test loads the build's files through it.
// Runs in the foreground until SIGTERM or SIGINT, then stops nginx.
import path from 'node:path';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { ROOT } from '../../scripts/lib/server.cjs';
import { E2E_CDN_PORT, E2E_PORT } from './deployment.mjs';

const cdn = await startNginx({
  siteConfig: path.join(ROOT, 'deploy', 'nginx', 'cdn.conf'),
  upstreams: [`127.0.0.1:${E2E_PORT}`],
  port: E2E_CDN_PORT,
  label: 'asset host (deploy/nginx/cdn.conf)',
});
console.log(`asset host on ${cdn.origin}, pulling from 127.0.0.1:${E2E_PORT}`);

let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await cdn.stop();
  process.exit(code);
};
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(0));
// nginx gone on its own: the run cannot load a page, so say so and fail.
void cdn.exited.then((code) => {
  if (stopping) return;
  console.error(`asset host: nginx exited (${code})\n${cdn.logs.slice(-30).join('\n')}`);
  void stop(1);
});
