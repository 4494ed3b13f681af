/** The query rule (docs/routes.md, "Query parameters"), without zod so islands share it. */

export type QueryValue = string | readonly string[] | null | undefined;

/** The last value: Next matches config rewrites' `has` against the last one. */
export function lastValue(value: QueryValue): string | undefined {
  if (typeof value === 'string') return value;
  return value?.at(-1) ?? undefined;
}

/** A flag stays its given string, `undefined` when empty (decision 0221). */
export function flagValue(value: QueryValue): string | undefined {
  const text = lastValue(value);
  return text === undefined || text === '' ? undefined : text;
}
