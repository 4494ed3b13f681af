import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * next/font reads lib/fonts.ts at build time, so the subsets' unicode ranges are written there as
 * literals; they must stay @fontsource's own, or a character would be drawn from a file that
 * lacks it (or from the fallback) after an upgrade of the package.
 */
const source = readFileSync(path.join(__dirname, 'fonts.ts'), 'utf8');
const ranges = JSON.parse(
  readFileSync(require.resolve('@fontsource/inter/unicode.json'), 'utf8'),
) as Record<string, string>;

/** The unicode-range literal written in the localFont call for `name`. */
function declaredRange(name: string): string | undefined {
  const call = source.slice(source.indexOf(`export const ${name} = localFont(`));
  return /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(call)?.[1];
}

test.each([
  ['interLatin', 'latin'],
  ['interCyrillic', 'cyrillic'],
])('%s covers exactly @fontsource’s %s subset', (name, subset) => {
  expect(declaredRange(name)).toBe(ranges[subset]);
});
