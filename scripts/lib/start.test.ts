import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memorySettings, ROOT } from './server.cjs';

/**
 * scripts/start.sh (`npm start`) run with a stand-in `node` first on PATH that prints what it
 * was given: the environment's memory settings and the arguments it passes on.
 */
function startScript(env: Record<string, string>, args: string[] = []) {
  const bin = mkdtempSync(path.join(tmpdir(), 'start-sh-'));
  try {
    mkdirSync(bin, { recursive: true });
    const fake = path.join(bin, 'node');
    writeFileSync(
      fake,
      '#!/bin/sh\necho "NODE_OPTIONS=$NODE_OPTIONS"\necho "MALLOC_ARENA_MAX=$MALLOC_ARENA_MAX"\necho "ARGS=$*"\n',
    );
    chmodSync(fake, 0o755);
    const result = spawnSync('sh', [path.join(ROOT, 'scripts/start.sh'), ...args], {
      env: { NODE_ENV: 'test', PATH: `${bin}:/usr/bin:/bin`, ...env },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    return Object.fromEntries(
      result.stdout
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

describe('scripts/start.sh (npm start) and memorySettings (the tests and benchmarks)', () => {
  it.each([
    [{}, '--max-old-space-size=384 --max-semi-space-size=32', '2'],
    [{ CACHE_MEMORY_MB: '1024' }, '--max-old-space-size=1152 --max-semi-space-size=32', '2'],
    [{ CACHE_MEMORY_MB: ' 512 ' }, '--max-old-space-size=640 --max-semi-space-size=32', '2'],
    [{ CACHE_MEMORY_MB: '' }, '--max-old-space-size=384 --max-semi-space-size=32', '2'],
    [
      { NODE_OPTIONS: '--max-old-space-size=700', MALLOC_ARENA_MAX: '4' },
      '--max-old-space-size=384 --max-semi-space-size=32 --max-old-space-size=700',
      '4',
    ],
  ])('agree for %j', (env, nodeOptions, arenas) => {
    const started = startScript(env);
    expect(started.NODE_OPTIONS).toBe(nodeOptions);
    expect(started.MALLOC_ARENA_MAX).toBe(arenas);
    expect(memorySettings(env)).toEqual({ NODE_OPTIONS: nodeOptions, MALLOC_ARENA_MAX: arenas });
  });

  it('passes next start its arguments', () => {
    const started = startScript({}, ['-H', '127.0.0.1', '-p', '3000']);
    expect(started.ARGS).toMatch(
      /node_modules\/next\/dist\/bin\/next start -H 127\.0\.0\.1 -p 3000$/,
    );
  });
});
