import { z } from 'zod';
import { hashSchema as hash, ID_PATTERN, TOKEN_PATTERN } from '@/lib/api/schemas';
import { flag, optionalText } from '@/lib/query/read-query';
import { isThemeName, resolveTheme } from '@/lib/theme/themes';

// Only the hash is required; every other input is ignored when it does not fit.

const HOST_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Mapped as the activity's theme is (lib/api/schemas.ts). */
const themeInput = z
  .string()
  .optional()
  .transform((value) => {
    const name = value?.trim().toLowerCase();
    if (!name) return undefined;
    const theme = resolveTheme(name);
    return isThemeName(name) || theme !== 'default' ? theme : undefined;
  });

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

export const platformInputsSchema = playerInputsSchema.extend({
  isEmbeddedPlayer: flag,
  code: optionalText(TOKEN_PATTERN),
});

export const orderInputsSchema = z.object({
  hash,
  orderId: optionalText(ORDER_ID_PATTERN),
});

export type PlayerInputs = z.infer<typeof playerInputsSchema>;
export type PlatformInputs = z.infer<typeof platformInputsSchema>;

export function wantsOnlyChatActivity({
  isOnlyChat,
  code,
}: Pick<PlatformInputs, 'isOnlyChat' | 'code'>): boolean {
  return Boolean(isOnlyChat) && !code;
}
