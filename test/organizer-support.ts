import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

/**
 * Stands in for next-intl/server's `getTranslations` in tests of async server components:
 * `jest.mock('next-intl/server', () => ({ getTranslations: serverTranslations }))`.
 */
export async function serverTranslations({
  locale,
  namespace,
}: {
  locale: 'ru' | 'en';
  namespace?: string;
}) {
  return createTranslator({
    locale,
    messages: locale === 'ru' ? ru : en,
    namespace: namespace as never,
  });
}
