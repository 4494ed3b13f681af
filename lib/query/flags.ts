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
 * A flag is an optional string whose default is empty: any non-empty value turns it on
 * (`?debug=1`, `?debug=yes`, even `?debug=false`), an empty or absent one leaves it off. This is
 * the string's truthiness, the same test the player applies when it drops falsy parameters.
 */
export function isFlagOn(value: QueryValue): boolean {
  const text = lastValue(value);
  return text !== undefined && text !== '';
}
