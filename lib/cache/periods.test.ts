import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MICROCACHE_SECONDS, REVALIDATE_SECONDS, periodSeconds } from './periods.mjs';

const ROOT = path.join(__dirname, '..', '..');
const APP = path.join(ROOT, 'app');

/** Every route file under app/ (pages and route handlers). */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^(page|route|layout)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the lifetime table', () => {
  const declared = routeFiles(APP).flatMap((file) => {
    const match = /export const revalidate = ([^;]+);/.exec(readFileSync(file, 'utf8'));
    return match ? [{ file: path.relative(APP, file), value: match[1] }] : [];
  });

  it('has the period declared by the cached routes (landings, custom domains, the OG card)', () => {
    expect(declared.map(({ file }) => file).sort()).toEqual(
      expect.arrayContaining([
        ...['full', 'mid', 'minimal'].map(
          (view) => `[locale]/(event)/landings/[variant]/[kind]/[key]/${view}/page.tsx`,
        ),
        'api/og/[locale]/[hash]/route.tsx',
      ]),
    );
  });

  it('is written as REVALIDATE_SECONDS in every route (Next needs the literal number)', () => {
    for (const { file, value } of declared) {
      expect({ file, value: Number(value) }).toEqual({ file, value: REVALIDATE_SECONDS });
    }
  });

  it("holds nginx's microcache lifetime, which the shipped config writes itself", () => {
    const conf = readFileSync(path.join(ROOT, 'deploy/nginx/event-site.conf'), 'utf8');
    expect(conf).toContain(`proxy_cache_valid 200 ${MICROCACHE_SECONDS}s;`);
  });
});

describe('periodSeconds: CACHE_PERIOD_SECONDS', () => {
  it('is the routes’ period by default', () => {
    expect(periodSeconds({})).toBe(REVALIDATE_SECONDS);
  });

  it('shortens the period to whole seconds from 1', () => {
    expect(periodSeconds({ CACHE_PERIOD_SECONDS: '1' })).toBe(1);
    expect(periodSeconds({ CACHE_PERIOD_SECONDS: ' 2 ' })).toBe(2);
    expect(periodSeconds({ CACHE_PERIOD_SECONDS: String(REVALIDATE_SECONDS) })).toBe(
      REVALIDATE_SECONDS,
    );
  });

  it.each(['', '0', '-1', '1.5', 'soon', String(REVALIDATE_SECONDS + 1), '86400'])(
    'never lengthens it or takes a bad value (%j): the default',
    (value) => {
      expect(periodSeconds({ CACHE_PERIOD_SECONDS: value })).toBe(REVALIDATE_SECONDS);
    },
  );
});
