import type { Locale } from './routing';
import ru from '@/messages/ru.json';

export type Messages = typeof ru;

/** Russian is the fallback: any key missing in another locale falls back to its Russian text. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'ru') return ru;
  const own = (await import(`@/messages/${locale}.json`)).default as Messages;
  return deepMerge(ru, own);
}

type Tree = { [key: string]: string | Tree };

function deepMerge<T>(base: T, override: T): T {
  const result: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(override as Tree)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return result as T;
}
