/**
 * How every page reads its query string (docs/routes.md, "Query parameters"). Plain functions
 * with no zod, so client islands (the landing's player) follow the same rule as the server.
 */

/** A query value as Next hands it to a page: absent, once, or repeated. */
export type QueryValue = string | readonly string[] | null | undefined;

/**
 * A parameter given more than once (`?hash=a&hash=b`) counts with its last value. Not the first:
 * the landings are reached through config rewrites whose `has` condition Next matches against
 * the last value, so every other page reads it the same way.
 */
export function lastValue(value: QueryValue): string | undefined {
  if (typeof value === 'string') return value;
  return value?.at(-1) ?? undefined;
}

/**
 * A flag is an optional string whose default is empty, and it stays that string: the player's
 * frame gets it as given (`?debug=2` → `debug=2`), and drops it when it is falsy, that is empty
 * or absent (docs/decisions/0221-flags-stay-strings.md). `undefined` for an empty or absent one.
 */
export function flagValue(value: QueryValue): string | undefined {
  const text = lastValue(value);
  return text === undefined || text === '' ? undefined : text;
}

/**
 * Whether a flag is on: any non-empty value (`?debug=1`, `?debug=yes`, even `?debug=false`), the
 * string's truthiness, the same test the player applies when it drops falsy parameters.
 */
export function isFlagOn(value: QueryValue): boolean {
  return flagValue(value) !== undefined;
}
