import type { Locale } from './routing';
import ru from '@/messages/ru.json';

export type Messages = typeof ru;

/** Russian fills in missing keys; next.config.mjs precompiles the ICU messages (decision 0600). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'ru') return ru;
  const own = (await import(`@/messages/${locale}.json`)).default as Messages;
  return mergeMessages(ru, own);
}

type Tree = { [key: string]: unknown };

/** Compiled messages are arrays, which are leaves like strings. */
function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** @internal */
export function mergeMessages<T>(base: T, override: T): T {
  const result: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(override as Tree)) {
    const current = result[key];
    result[key] = isTree(value) && isTree(current) ? mergeMessages(current, value) : value;
  }
  return result as T;
}

/** Every namespace and message of the catalogue by its dotted path: 'polls', 'polls.votes', …. */
type PathOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : K | `${K}.${PathOf<T[K]>}`;
}[keyof T & string];
export type MessagePath = PathOf<Messages>;
