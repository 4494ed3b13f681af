import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Docs and decision records name the files they are about; a rename must take the prose along.
 * Every repository path a document names (`lib/…`, `e2e/…`, `docs/…`) must exist, read from the
 * repository root or beside the document (a link). Globs and placeholders are not paths.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const TOP = [
  'app',
  'components',
  'lib',
  'scripts',
  'e2e',
  'deploy',
  'docs',
  'messages',
  'public',
  'demo',
  'i18n',
  'test',
];
const CANDIDATE = new RegExp(`(?<![\\w./@-])(?:${TOP.join('|')})/[^\\s\`'",;|]*`, 'g');
const PLACEHOLDER = /[*{}<>…]|NNNN|\.\.\.|\$/;

function documents(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return documents(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** A token as written, less the sentence around it: a trailing stop, colon, unmatched `)`, anchor. */
function asPath(token: string): string {
  let value = token.split('#')[0] ?? '';
  for (;;) {
    const trimmed = value.replace(/[.:!?]+$/, '');
    const opens = (trimmed.match(/\(/g) ?? []).length;
    const closes = (trimmed.match(/\)/g) ?? []).length;
    const next = closes > opens && trimmed.endsWith(')') ? trimmed.slice(0, -1) : trimmed;
    if (next === value) return value;
    value = next;
  }
}

function namedPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return (
    [...text.matchAll(CANDIDATE)]
      .map((match) => ({ name: asPath(match[0]), quoted: text[match.index - 1] === '`' }))
      // A path in code quotes, or one that names a file (`lib/x.ts`): "widget scripts/pages" is prose.
      .filter(({ name, quoted }) => quoted || /\.\w+$/.test(name))
      .map(({ name }) => name)
      .filter((name) => !PLACEHOLDER.test(name) && !name.endsWith('/'))
      .filter((name) => !existsSync(path.join(ROOT, name)))
      .filter((name) => !existsSync(path.join(path.dirname(file), name)))
  );
}

test('every file a document names exists', () => {
  const files = [...documents(path.join(ROOT, 'docs')), path.join(ROOT, 'README.md')];
  expect(files.length).toBeGreaterThan(10);
  const missing = files.flatMap((file) =>
    namedPaths(file).map((name) => `${path.relative(ROOT, file)}: ${name}`),
  );
  expect(missing).toEqual([]);
});

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(?:tsx?|mjs|cjs|js|conf|sh)$/.test(entry.name) ? [full] : [];
  });
}

test('every document the code names exists', () => {
  const roots = ['app', 'components', 'lib', 'i18n', 'scripts', 'e2e', 'deploy', 'demo'];
  const files = [
    ...roots.flatMap((dir) => sources(path.join(ROOT, dir))),
    path.join(ROOT, 'middleware.ts'),
    path.join(ROOT, 'next.config.mjs'),
  ];
  const missing = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w/.-]*\w\.md\b/g)]
      .map(([name]) => name)
      .filter((name) => !existsSync(path.join(ROOT, name)))
      .map((name) => `${path.relative(ROOT, file)}: ${name}`),
  );
  expect(missing).toEqual([]);
});
