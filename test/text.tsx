import type { NoticesText } from '@/components/ui/notifications/NotificationsProvider';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { setTestRequestLocale, testRequestLocale } from './request-locale';

/**
 * A server text builder's result in `locale`, as a server component hands it to its client leaf.
 * The test mocks 'next-intl/server' (test/server-intl.ts). Tests only.
 */
export async function textIn<T>(locale: Locale, build: () => Promise<T>): Promise<T> {
  const before = testRequestLocale();
  setTestRequestLocale(locale);
  try {
    return await build();
  } finally {
    setTestRequestLocale(before);
  }
}

/** The notices' texts as the locale layout passes them, from the catalogue. Tests only. */
export function noticesText(locale: Locale = 'ru'): NoticesText {
  const { notices } = locale === 'en' ? en : ru;
  return { region: notices.region, close: notices.close };
}
