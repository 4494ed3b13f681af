import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { envSchema, parseEnv } from './env';

/**
 * The README's "Environment" table is the one list of the product's variables: it must name
 * exactly what lib/config/env.ts parses, with the defaults the schema gives.
 */
const ROOT = path.join(__dirname, '..', '..');

/** Rows of the README's table under "## Environment": variable → default cell. */
function readmeTable(): Map<string, string> {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Environment\n'));
  if (!section) throw new Error('README.md has no "## Environment" section');
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.match(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|\s*(.*?)\s*\|/);
    if (cells?.[1] && cells[2] !== undefined) rows.set(cells[1], cells[2]);
  }
  return rows;
}

/** Set by Node, Next or our own build (next.config.mjs), never by an operator. */
const NOT_CONFIGURATION = new Set([
  'NODE_ENV',
  'NEXT_RUNTIME',
  'NEXT_DIST_DIR',
  // Build tooling: `npm test` has type-checked before it builds (scripts/verify.mjs).
  'BUILD_SKIPS_TYPECHECK',
  'EVENT_SITE_BUILD_ID',
  'EVENT_SITE_BUILD_HEADERS',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** Every `process.env.NAME` / `env.NAME` the product's code reads, with one file that reads it. */
function variablesRead(): Map<string, string> {
  const files = [
    ...['app', 'lib', 'components', 'i18n'].flatMap((dir) => sourceFiles(path.join(ROOT, dir))),
    ...['middleware.ts', 'instrumentation.ts', 'next.config.mjs'].map((f) => path.join(ROOT, f)),
  ];
  const read = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b/g)) {
      if (match[1] && !read.has(match[1])) read.set(match[1], path.relative(ROOT, file));
    }
  }
  return read;
}

describe('the README names every variable, and only those', () => {
  const table = readmeTable();
  const parsed = Object.keys(envSchema.shape).sort();

  it('has one row per variable lib/config/env.ts parses', () => {
    expect(parsed.length).toBeGreaterThan(0);
    expect([...table.keys()].sort()).toEqual(parsed);
  });

  it('gives the defaults the schema gives, and calls the variables without one required', () => {
    const required: Record<string, string> = {
      MEDIA_API_URL: 'https://media.example',
      FORMS_API_URL: 'https://forms.example',
      PLAYER_URL: 'https://player.example',
      WIDGETS_URL: 'https://widgets.example',
    };
    for (const name of Object.keys(required)) {
      expect(() => parseEnv({ ...required, [name]: undefined })).toThrow(name);
      expect({ name, default: table.get(name) }).toEqual({ name, default: 'required' });
    }
    const defaults = parseEnv(required);
    for (const name of parsed) {
      if (name in required) continue;
      const value: unknown = defaults[name as keyof typeof defaults];
      if (typeof value === 'string' || typeof value === 'number') {
        expect({ name, default: table.get(name) }).toEqual({ name, default: `\`${value}\`` });
      }
    }
  });

  it('leaves no variable the code reads out of the schema', () => {
    const unlisted = [...variablesRead()].filter(
      ([name]) => !NOT_CONFIGURATION.has(name) && !parsed.includes(name),
    );
    expect(unlisted).toEqual([]);
  });
});
