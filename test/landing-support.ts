import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { activitySchema, type Activity } from '@/lib/api/schemas';

/** Helpers for the landing block tests, imported by tests only. */

/** A parsed activity (the schema fills the defaults), with only `overrides` differing. */
export function makeActivity(overrides: Record<string, unknown> = {}): Activity {
  return activitySchema.parse({
    activityID: 1,
    hash: 'test-hash',
    name: 'Городские технологии',
    status: 'planned',
    type: 'offline',
    plannedStartDate: '2027-03-14T10:00:00+03:00',
    plannedStopDate: '2027-03-14T18:00:00+03:00',
    mainHall: { id: 1 },
    ...overrides,
  });
}

/** `.name { @apply utilities; }` of app/globals.css's component classes, read once. */
let componentClasses: Map<string, string[]> | undefined;

function appliedByComponentClass(name: string): string[] | undefined {
  if (!componentClasses) {
    const css = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8');
    componentClasses = new Map(
      [...css.matchAll(/^\s*\.([\w-]+) \{\s*(?:\/\*[\s\S]*?\*\/\s*)?@apply ([^;]+);/gm)].map(
        ([, className, utilities]) => [className as string, (utilities as string).split(/\s+/)],
      ),
    );
  }
  return componentClasses.get(name);
}

/**
 * The utilities an element gets: its own class tokens, with each component class of
 * app/globals.css replaced by the utilities it applies. Lets a test say "the header is fixed"
 * whether the element carries `fixed` or a `landing-header` class made of it.
 */
export function appliedUtilities(element: Element | null): string[] {
  return [...(element?.classList ?? [])].flatMap(
    (token) => appliedByComponentClass(token) ?? [token],
  );
}
