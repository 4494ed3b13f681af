import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REVALIDATE_SECONDS } from './periods.mjs';

const APP = path.join(__dirname, '..', '..', 'app');

/** Every route file under app/ (pages and route handlers). */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^(page|route|layout)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the one cache period', () => {
  const declared = routeFiles(APP).flatMap((file) => {
    const match = /export const revalidate = ([^;]+);/.exec(readFileSync(file, 'utf8'));
    return match ? [{ file: path.relative(APP, file), value: match[1] }] : [];
  });

  it('is declared by the cached routes (landings, custom domains, the Open Graph card)', () => {
    expect(declared.map(({ file }) => file).sort()).toEqual(
      expect.arrayContaining([
        '[locale]/domain/[host]/page.tsx',
        '[locale]/(event)/max/[hash]/page.tsx',
        'api/og/[locale]/[hash]/route.tsx',
      ]),
    );
  });

  it('is written as REVALIDATE_SECONDS in every route (Next needs the literal number)', () => {
    for (const { file, value } of declared) {
      expect({ file, value: Number(value) }).toEqual({ file, value: REVALIDATE_SECONDS });
    }
  });
});
