#!/usr/bin/env node
// `npm run demo`: the demo server (demo/server, docs/demo.md) on a port of its own, then the
// product's production build made and started against it as a deployment is, then the URLs.
// HOST (default localhost) and PORT (default 3000) choose where the site listens; DEMO_PORT
// (default: a free one) where the demo server does, on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { demoServices, startDemoServices } from './lib/demo-server.mjs';
import { freePort, NEXT_BIN, ROOT, startServer } from './lib/server.cjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const siteUrl = process.env.SITE_URL ?? `http://${host}:${port}`;
const demoPort = Number(process.env.DEMO_PORT ?? (await freePort()));
const demoOrigin = `http://127.0.0.1:${demoPort}`;
// The services are the demo server's, whatever the shell has set; no shared cache.
const env = { ...demoServices(demoOrigin), REDIS_URL: undefined, SITE_URL: siteUrl };

const buildEnv = { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' };
delete buildEnv.REDIS_URL;
const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: buildEnv,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const demo = await startDemoServices({ port: demoPort, siteUrl });
let server;
try {
  server = await startServer({ host, port, env, label: 'site' });
} catch (error) {
  await demo.stop();
  throw error;
}
for (const child of [demo.child, server.child]) {
  child.stdout?.pipe(process.stdout);
  child.stderr?.pipe(process.stderr);
}
const stop = () => Promise.all([server.stop(), demo.stop()]);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void stop().then(() => process.exit(0)));
}
for (const exited of [server.exited, demo.exited]) {
  void exited.then((code) => stop().then(() => process.exit(typeof code === 'number' ? code : 1)));
}

const site = [
  ['Full landing, online event', '/max?hash=demo-online'],
  ['Full landing, offline event', '/landing?hash=demo-offline'],
  ['Full landing, hybrid event (English)', '/en/max?hash=demo-hybrid'],
  ['Equipment check', '/test'],
  ['Not-found page', '/no-such-page'],
];
const services = [
  ['Demo index (every demo event)', '/'],
  ['Demo media API', '/demo/media/eventor/public/activity/demo-online'],
  ['Demo forms API', '/demo/forms/v1/respondent/form/demo-form'],
  ['Demo player', '/demo/player?hash=demo-online&locale=ru'],
  ['Demo registration widget', '/demo/widgets/registration?hash=demo-offline'],
];
console.log(`\nThe site runs on ${server.origin}, its demo services on ${demo.origin}`);
console.log('(Ctrl+C stops both):');
for (const [label, path] of site) console.log(`  ${label.padEnd(40)} ${server.origin}${path}`);
for (const [label, path] of services) console.log(`  ${label.padEnd(40)} ${demo.origin}${path}`);
