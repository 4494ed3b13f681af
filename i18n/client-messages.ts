import type { Messages } from './messages';

/**
 * The only message namespaces client islands read; everything else is translated on the server.
 * They must be plain strings: the browser bundle formats messages without the ICU parser
 * (next.config.mjs), so placeholders or plurals here would print raw.
 */
export const CLIENT_NAMESPACES = ['notices', 'errors', 'notFound'] as const;

export function pickClientMessages(
  messages: Messages,
): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return { notices: messages.notices, errors: messages.errors, notFound: messages.notFound };
}
