import { z } from 'zod';
import { hashSchema as hash, ID_PATTERN, TOKEN_PATTERN } from '@/lib/api/schemas';
import { flag, optionalText } from '@/lib/query/read-query';
import { isThemeName, resolveTheme } from '@/lib/theme/themes';

/**
 * Query-string inputs of the player and order pages, read with `readQuery` (lib/query): the hash
 * is required (missing or malformed → the page's not-found state, before any upstream call),
 * every other input is optional and ignored when it does not fit; parameters the page does not
 * know (utm_*, …) are ignored too.
 */

/** A host name such as `events.acme.example` (no scheme, path or port). */
const HOST_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The query's theme, mapped as the activity's is (lib/api/schemas.ts): a legacy name becomes its
 * successor; a value that names no theme, current or legacy, is ignored.
 */
const themeInput = z
  .string()
  .optional()
  .transform((value) => {
    const name = value?.trim().toLowerCase();
    if (!name) return undefined;
    const theme = resolveTheme(name);
    return isThemeName(name) || theme !== 'default' ? theme : undefined;
  });

/** The player's inputs a page takes from its query (`/meetings` in docs/routes.md). */
export const playerInputsSchema = z.object({
  hash,
  hallId: optionalText(ID_PATTERN),
  isDisabledTechSupport: flag,
  theme: themeInput,
  debug: flag,
  isOnlyChat: flag,
  isShowPoll: flag,
  customDomain: optionalText(HOST_PATTERN, (host) => host.toLowerCase()),
  isOnlyRegistration: flag,
  isHighload: flag,
});

/** `/platform` (docs/routes.md): the player's inputs plus embedded-player mode and the access code. */
export const platformInputsSchema = playerInputsSchema.extend({
  isEmbeddedPlayer: flag,
  code: optionalText(TOKEN_PATTERN),
});

/** `/order` and `/order-invoice`: the registration widget for `hash`, for one order. */
export const orderInputsSchema = z.object({
  hash,
  orderId: optionalText(ORDER_ID_PATTERN),
});

export type PlayerInputs = z.infer<typeof playerInputsSchema>;
export type PlatformInputs = z.infer<typeof platformInputsSchema>;

/** Only-chat mode is asked from the server when `isOnlyChat` is set and no `code` given. */
export function wantsOnlyChatActivity({
  isOnlyChat,
  code,
}: Pick<PlatformInputs, 'isOnlyChat' | 'code'>): boolean {
  return Boolean(isOnlyChat) && !code;
}
