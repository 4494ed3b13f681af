import '@testing-library/jest-dom';
import { setTestRequestLocale } from './request-locale';

/**
 * Rendered from a server component, next-intl's provider takes the request locale when it is
 * given none (its react-server build); Jest loads the client build, which does not. This stands
 * in for the former, with the test's request locale (request-locale.ts).
 */
jest.mock('next-intl', () => {
  const actual = jest.requireActual<typeof import('next-intl')>('next-intl');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const { testRequestLocale } =
    jest.requireActual<typeof import('./request-locale')>('./request-locale');
  function NextIntlClientProvider(
    props: React.ComponentProps<typeof actual.NextIntlClientProvider>,
  ) {
    return createElement(actual.NextIntlClientProvider, {
      ...props,
      locale: props.locale ?? testRequestLocale(),
    });
  }
  return { ...actual, NextIntlClientProvider };
});

beforeEach(() => setTestRequestLocale('ru'));

/**
 * The services every deployment configures (lib/config/env.ts requires them), so code that reads
 * the configuration finds a valid one; tests of the configuration itself pass their own.
 */
const REQUIRED_SERVICES = {
  MEDIA_API_URL: 'https://media.test/api',
  FORMS_API_URL: 'https://forms.test/api',
  PLAYER_URL: 'https://player.test',
  WIDGETS_URL: 'https://widgets.test',
};
for (const [name, value] of Object.entries(REQUIRED_SERVICES)) process.env[name] ??= value;
