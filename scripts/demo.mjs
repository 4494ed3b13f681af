#!/usr/bin/env node
// `npm run demo`: production build, then `next start` on the embedded demo services, then the URLs.
// HOST (default localhost) and PORT (default 3000) choose where it listens.
import { spawnSync } from 'node:child_process';
import { NEXT_BIN, ROOT, startServer } from './lib/server.cjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
// The demo always runs on the embedded services, whatever the shell has set.
const env = { MEDIA_API_URL: undefined, FORMS_API_URL: undefined, REDIS_URL: undefined };

const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await startServer({
  host,
  port,
  env: { ...env, SITE_URL: process.env.SITE_URL ?? `http://${host}:${port}` },
  label: 'demo',
});
server.child.stdout?.pipe(process.stdout);
server.child.stderr?.pipe(process.stderr);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
}
void server.exited.then((code) => process.exit(typeof code === 'number' ? code : 1));

const urls = [
  ['Demo index', '/'],
  ['Full landing, online event', '/max?hash=demo-online'],
  ['Full landing, offline event', '/landing?hash=demo-offline'],
  ['Full landing, hybrid event (English)', '/en/max?hash=demo-hybrid'],
  ['Equipment check', '/test'],
  ['Not-found page', '/no-such-page'],
  ['Demo media API', '/demo/media/eventor/public/activity/demo-online'],
  ['Demo forms API', '/demo/forms/v1/respondent/form/demo-form'],
  ['Demo player', '/demo/player?hash=demo-online&locale=ru'],
  ['Demo registration widget', '/demo/widgets/registration?hash=demo-online'],
];
console.log(`\nDemo is running on ${server.origin} (Ctrl+C stops it):`);
for (const [label, path] of urls) console.log(`  ${label.padEnd(40)} ${server.origin}${path}`);
