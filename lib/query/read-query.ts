import { z } from 'zod';
import { flagValue, lastValue } from './flags';

// Only a missing or malformed required input makes a page answer not-found (docs/routes.md).

export type SearchParams = Record<string, string | string[] | undefined>;

export const flag = z.string().optional().transform(flagValue);

/** Empty or not matching `pattern` reads as absent. */
export function optionalText(pattern: RegExp, normalise: (text: string) => string = String) {
  return z
    .string()
    .optional()
    .transform((value) => {
      const text = value?.trim();
      return text && pattern.test(text) ? normalise(text) : undefined;
    });
}

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
