import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { testRequestLocale } from './request-locale';

/**
 * Server components call `getTranslations` and `getLocale` from 'next-intl/server', which need a
 * Next request; tests replace them with a translator over the real catalogues in the test's request locale
 * (`setTestRequestLocale`, as a page's `setRequestLocale`), or in the locale metadata names, and
 * `getMessages` (an island's messages) with them:
 *
 *   jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
 */
export const serverIntlMock = {
  getTranslations: async (options?: string | { locale?: Locale; namespace?: string }) => {
    const { locale = testRequestLocale(), namespace } =
      typeof options === 'string' ? { namespace: options } : (options ?? {});
    // The real `getTranslations` is typed per namespace; the components only need strings back.
    return createTranslator({
      locale,
      messages: locale === 'en' ? en : ru,
      namespace: namespace as never,
    });
  },
  getLocale: async (): Promise<Locale> => testRequestLocale(),
  getTimeZone: async () => 'Europe/Moscow',
  getMessages: async (options?: { locale?: Locale }) =>
    (options?.locale ?? testRequestLocale()) === 'en' ? en : ru,
};
