import type { Locale } from './routing';
import ru from '@/messages/ru.json';

/** The catalogue's shape, the Russian one (global.d.ts types next-intl's keys with it). */
export type Messages = typeof ru;

/**
 * The locale's catalogue, Russian filling in any key another locale lacks. In the app, every
 * import of `messages/*.json` goes through next-intl's catalog loader (`experimental.messages` in
 * next.config.mjs), which precompiles the ICU messages (icu-minify): a plain text stays a string,
 * a message with arguments becomes a compiled array that only use-intl's format-only formatter
 * reads. The type stays the JSON's; Jest imports the JSON as it is.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'ru') return ru;
  const own = (await import(`@/messages/${locale}.json`)).default as Messages;
  return mergeMessages(ru, own);
}

type Tree = { [key: string]: unknown };

/** A namespace, not a message: compiled messages are arrays, which are leaves like strings. */
function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `base` with every message `override` has replaced, namespace by namespace. */
export function mergeMessages<T>(base: T, override: T): T {
  const result: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(override as Tree)) {
    const current = result[key];
    result[key] = isTree(value) && isTree(current) ? mergeMessages(current, value) : value;
  }
  return result as T;
}
