// Starts the demo server (demo/server/main.ts) under plain Node: TypeScript compiled with SWC
// (a dev dependency) as each module loads, `@/` resolved to the project root as in tsconfig.json,
// extensionless imports resolved as the bundler resolves them, JSON imported as a module.
// Run from the project root: `node demo/server/start.mjs`.
import { readFileSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CANDIDATES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A project file named like a bundler import (`@/lib/x`, `./ids`), or `undefined`. */
function projectFile(specifier, parentURL) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (/^\.{1,2}\//.test(specifier) && parentURL?.startsWith('file:')) {
    base = path.resolve(path.dirname(fileURLToPath(parentURL)), specifier);
  } else return undefined;
  if (base.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
  for (const suffix of CANDIDATES) if (isFile(base + suffix)) return base + suffix;
  return undefined;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    // `server-only` guards modules from client bundles; this is a server.
    if (specifier === 'server-only') {
      return { url: 'data:text/javascript,export {}', shortCircuit: true };
    }
    const file = projectFile(specifier, context.parentURL);
    if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || url.includes('/node_modules/')) return nextLoad(url, context);
    const file = fileURLToPath(url);
    if (file.endsWith('.json')) {
      const text = readFileSync(file, 'utf8');
      return { format: 'module', source: `export default ${text};`, shortCircuit: true };
    }
    if (!/\.tsx?$/.test(file)) return nextLoad(url, context);
    const { code } = transformSync(readFileSync(file, 'utf8'), {
      filename: file,
      sourceMaps: 'inline',
      jsc: {
        parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'es6' },
    });
    return { format: 'module', source: code, shortCircuit: true };
  },
});

await import('./main.ts');
