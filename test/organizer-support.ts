import { serverIntlMock } from './server-intl';

/**
 * Stands in for next-intl/server's `getTranslations` in tests of async server components:
 * `jest.mock('next-intl/server', () => ({ getTranslations: serverTranslations }))`. Without a
 * locale it translates in the test's request locale (`setTestRequestLocale`). New tests mock the
 * whole module with `serverIntlMock` (test/server-intl.ts).
 */
export const serverTranslations = serverIntlMock.getTranslations;
