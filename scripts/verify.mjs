#!/usr/bin/env node
// `npm test`'s body: every check the project has, as a small graph on two cores. The type check
// and lint run together first (single-threaded each); then the e2e build and Jest; the browser
// suite starts as soon as its build is done. Each phase prints its time; a failed phase prints its
// output and fails the run once everything started has ended.
import { spawn } from 'node:child_process';

const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** name → command, what must pass first, and whether its output streams (the long browser run). */
const PHASES = {
  typecheck: { run: ['npm', 'run', 'typecheck'], after: [] },
  lint: { run: ['npm', 'run', 'lint'], after: [] },
  // `next build` would check the types again; the typecheck phase has (next.config.mjs).
  build: {
    run: [process.execPath, 'scripts/e2e-build.mjs'],
    after: ['typecheck'],
    env: { BUILD_SKIPS_TYPECHECK: '1' },
  },
  unit: { run: ['npm', 'run', 'test:unit', '--', '--ci'], after: ['typecheck'] },
  e2e: { run: [NPX, 'playwright', 'test'], after: ['build'], stream: true },
};

const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const done = new Map();

function runPhase(name) {
  const { run, env = {}, stream = false } = PHASES[name];
  const [command, ...args] = run;
  const from = Date.now();
  console.log(`▶ ${name} (at ${seconds(started)})`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      if (!ok && !stream) process.stdout.write(Buffer.concat(output));
      console.log(`${ok ? '✔' : '✘'} ${name}: ${seconds(from)}`);
      resolve(ok);
    });
  });
}

function schedule(name) {
  if (!done.has(name)) {
    const { after } = PHASES[name];
    done.set(
      name,
      Promise.all(after.map(schedule)).then((results) =>
        results.every(Boolean) ? runPhase(name) : false,
      ),
    );
  }
  return done.get(name);
}

const results = await Promise.all(Object.keys(PHASES).map(schedule));
const failed = Object.keys(PHASES).filter((_, index) => !results[index]);
console.log(
  `\n${failed.length ? `✘ failed: ${failed.join(', ')}` : '✔ all phases passed'} in ${seconds(started)}`,
);
process.exit(failed.length ? 1 : 0);
