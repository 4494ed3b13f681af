#!/usr/bin/env node
// The e2e suite's build, made as a deployment makes it: `next build` with the upstreams, player
// and widget hosts set (the demo server the suite starts, e2e/support/deployment.mjs) and its
// files on the asset host (CDN_URL, the nginx the suite starts: e2e/support/cdn-server.mjs).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_BUILD_NOTE, SUITE_ENV } from '../e2e/support/deployment.mjs';
import serverLib from './lib/server.cjs';

const build = spawnSync(process.execPath, [serverLib.NEXT_BIN, 'build'], {
  cwd: serverLib.ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...SUITE_ENV, NEXT_TELEMETRY_DISABLED: '1' },
});
// Our own note beside the build (not a Next file): a benchmark, which runs no asset host,
// builds again over it (scripts/bench/common.mjs).
if (build.status === 0) {
  writeFileSync(path.join(serverLib.ROOT, serverLib.DIST_DIR, E2E_BUILD_NOTE), SUITE_ENV.CDN_URL);
}
process.exit(build.status ?? 1);
