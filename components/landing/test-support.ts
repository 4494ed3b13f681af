import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { activitySchema, type Activity } from '@/lib/api/schemas';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

/**
 * Helpers for the landing block tests, imported by tests only. Server components call
 * `getTranslations` from 'next-intl/server', which needs a Next request; tests replace it with
 * a translator over the real catalogues:
 *
 *   jest.mock('next-intl/server', () => jest.requireActual('./test-support').serverIntlMock);
 */
export const serverIntlMock = {
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    // The real `getTranslations` is typed per namespace; the components only need strings back.
    createTranslator({
      locale,
      messages: locale === 'en' ? en : ru,
      namespace: namespace as never,
    }),
};

/** A parsed activity (the schema fills the defaults), with only `overrides` differing. */
export function makeActivity(overrides: Record<string, unknown> = {}): Activity {
  return activitySchema.parse({
    activityID: 1,
    hash: 'test-hash',
    name: 'Городские технологии',
    status: 'planned',
    type: 'offline',
    plannedStartDate: '2027-03-14T10:00:00+03:00',
    plannedStopDate: '2027-03-14T18:00:00+03:00',
    mainHall: { id: 1 },
    ...overrides,
  });
}
