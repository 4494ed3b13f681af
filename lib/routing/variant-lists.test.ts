import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANDING_VARIANTS } from './routes.mjs';

/**
 * The landing variants live in the route table (lib/routing/routes.mjs). Next needs its matcher
 * as literals and nginx its regexes as text, so those copies are checked here: every
 * alternation that names a variant names exactly the table's, in any order.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const COPIES = ['middleware.ts', 'deploy/nginx/event-site.conf'];

/** Each `(?:a|b|…)` or `(a|b|…)` group of plain words that names at least one variant. */
function variantGroups(text: string): string[][] {
  return [...text.matchAll(/\((?:\?:)?([a-z]+(?:\|[a-z]+)+)\)/g)]
    .map(([, words]) => words!.split('|'))
    .filter((words) => words.some((word) => (LANDING_VARIANTS as string[]).includes(word)));
}

test.each(COPIES)('%s names the landing variants exactly as the route table does', (file) => {
  const groups = variantGroups(readFileSync(path.join(ROOT, file), 'utf8'));
  expect(groups.length).toBeGreaterThan(0);
  for (const group of groups) expect([...group].sort()).toEqual([...LANDING_VARIANTS].sort());
});
