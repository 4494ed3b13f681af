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
