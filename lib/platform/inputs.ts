import { z } from 'zod';
import { hashSchema as hash, ID_PATTERN, TOKEN_PATTERN } from '@/lib/api/schemas';

/**
 * Query-string inputs of the player and order pages (spec section 2: every route takes its query
 * values as inputs). A value that does not fit is a bad link, answered with the 404 page before
 * any upstream call; parameters the page does not know (utm_*, …) are ignored.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

/** `?flag=1`, `?flag=true`: on; `''`, `0`, `false` or absent: off; anything else is a bad link. */
const flag = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['', 'true', 'false', '1', '0']))
  .transform((value) => value === 'true' || value === '1')
  .optional()
  .transform((value) => value ?? false);

/** An optional text input: empty counts as absent (spec: strings default to empty). */
function optionalText(pattern: RegExp) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value))
    .transform((value) => value || undefined)
    .optional();
}

/** A host name such as `events.acme.example` (no scheme, path or port). */
const HOST_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
/** Theme names are short kebab-case words; an unknown one falls back to the default theme. */
const THEME_PATTERN = /^[a-z][a-z0-9-]{0,31}$/i;
const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The player's inputs (spec "Embedded player parameters") that a page takes from its query. */
export const playerInputsSchema = z.object({
  hash,
  hallId: optionalText(ID_PATTERN),
  isDisabledTechSupport: flag,
  theme: optionalText(THEME_PATTERN),
  debug: flag,
  isOnlyChat: flag,
  isShowPoll: flag,
  customDomain: optionalText(HOST_PATTERN).transform((value) => value?.toLowerCase()),
  isOnlyRegistration: flag,
  isHighload: flag,
});

/** Spec "Platform page": the player's inputs plus embedded-player mode and the access code. */
export const platformInputsSchema = playerInputsSchema.extend({
  isEmbeddedPlayer: flag,
  code: optionalText(TOKEN_PATTERN),
});

/** `/order` and `/order-invoice`: the registration widget for `hash`, for one order. */
export const orderInputsSchema = z.object({
  hash,
  orderId: optionalText(ORDER_ID_PATTERN),
});

/** `/min` and `/mid`: only the hash reaches the server; the player reads its flags itself. */
export const landingInputsSchema = z.object({ hash });

export type PlayerInputs = z.infer<typeof playerInputsSchema>;
export type PlatformInputs = z.infer<typeof platformInputsSchema>;
export type OrderInputs = z.infer<typeof orderInputsSchema>;

/** The parsed inputs, or undefined for a bad link (the page answers 404). */
export function parseInputs<S extends z.ZodType>(
  schema: S,
  searchParams: SearchParams,
): z.infer<S> | undefined {
  const result = schema.safeParse(searchParams);
  return result.success ? result.data : undefined;
}

/** Spec: only-chat mode is asked from the server when `isOnlyChat` is set and no `code` given. */
export function wantsOnlyChatActivity({
  isOnlyChat,
  code,
}: Pick<PlatformInputs, 'isOnlyChat' | 'code'>): boolean {
  return isOnlyChat && !code;
}
