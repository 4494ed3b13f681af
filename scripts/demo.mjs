#!/usr/bin/env node
// `npm run demo`: production build, then `next start` on the embedded demo services, then the URLs.
import { spawn, spawnSync } from 'node:child_process';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const origin = `http://localhost:${port}`;
const env = { ...process.env, PORT: String(port), SITE_URL: process.env.SITE_URL ?? origin };
delete env.MEDIA_API_URL; // the demo always runs on the embedded services

const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['next', 'start', '-H', host, '-p', String(port)], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

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

async function waitUntilUp() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`http://${host}:${port}/api/health`);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

if (await waitUntilUp()) {
  console.log(`\nDemo is running on ${origin} (Ctrl+C stops it):`);
  for (const [label, path] of urls) console.log(`  ${label.padEnd(40)} ${origin}${path}`);
}
