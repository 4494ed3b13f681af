import { z } from 'zod';
import { flagValue, lastValue } from './flags';

/**
 * One reader for every page's query string (docs/routes.md, "Query parameters"):
 * - a repeated parameter counts with its last value (`lastValue`);
 * - a flag is its given string, `undefined` when empty or absent (`flag`): any value is on;
 * - an optional text that is empty or malformed is ignored (`optionalText`), never a 404;
 * - only a missing or malformed required input (hash, id, token) makes `readQuery` return
 *   `undefined`, which the page answers with its not-found state.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

export const flag = z.string().optional().transform(flagValue);

/**
 * An optional text input: trimmed, then `normalise`d; empty or not matching `pattern` reads as
 * absent.
 */
export function optionalText(pattern: RegExp, normalise: (text: string) => string = String) {
  return z
    .string()
    .optional()
    .transform((value) => {
      const text = value?.trim();
      return text && pattern.test(text) ? normalise(text) : undefined;
    });
}

/** The page's inputs parsed with `schema`, or `undefined` when a required one is missing or bad. */
export function readQuery<S extends z.ZodType>(
  searchParams: SearchParams,
  schema: S,
): z.output<S> | undefined {
  const values = Object.fromEntries(
    Object.entries(searchParams).map(([key, value]) => [key, lastValue(value)]),
  );
  const result = schema.safeParse(values);
  return result.success ? result.data : undefined;
}
