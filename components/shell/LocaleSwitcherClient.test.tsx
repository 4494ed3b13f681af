/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { WithText } from '@/test/text';
import { LocaleLinks, switchHref, withoutLocalePrefix } from './LocaleSwitcherClient';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/test',
  useSearchParams: () => new URLSearchParams(),
}));

describe('withoutLocalePrefix', () => {
  it.each([
    ['/en/test', '/test'],
    ['/en', '/'],
    ['/ru/max', '/max'],
    ['/test', '/test'],
    ['/english', '/english'],
  ])('%s → %s', (input, expected) => {
    expect(withoutLocalePrefix(input)).toBe(expected);
  });
});

describe('switchHref', () => {
  it.each([
    ['ru', '/test', 'utm=1', '/ru/test?utm=1'],
    ['en', '/test', '', '/en/test'],
    ['en', '/', '', '/en'],
    ['ru', '/', 'a=1&a=2', '/ru?a=1&a=2'],
  ] as const)('%s %s %s → %s', (locale, pathname, search, expected) => {
    expect(switchHref(locale, pathname, search)).toBe(expected);
  });
});

describe('LocaleLinks', () => {
  it('links every locale, marks the current one, and keeps the query', () => {
    render(
      <WithText locale="en" groups={['localeSwitcher']}>
        <LocaleLinks search="hash=x" />
      </WithText>,
    );
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute(
      'href',
      '/ru/test?hash=x',
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Русский' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('hreflang', 'ru');
  });

  it('prefers the public URL it is given over the (possibly rewritten) pathname', () => {
    render(
      <WithText groups={['localeSwitcher']}>
        <LocaleLinks currentHref="/max?hash=abc&debug=1#faq" />
      </WithText>,
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/max?hash=abc&debug=1',
    );
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
  });

  it('ignores a currentHref that is not a same-site path', () => {
    render(
      <WithText groups={['localeSwitcher']}>
        <LocaleLinks currentHref="//evil.example/x" />
      </WithText>,
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/test');
  });
});

describe('LocaleLinks: the choice', () => {
  const stopNavigation = (event: Event) => event.preventDefault();
  beforeEach(() => {
    document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
    document.addEventListener('click', stopNavigation);
  });
  afterEach(() => {
    document.removeEventListener('click', stopNavigation);
    document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
  });

  it.each([
    ['English', 'en'],
    ['Русский', 'ru'],
  ])('following %s stores %s in the locale cookie, as the language hint does', (name, locale) => {
    render(
      <WithText locale="en" groups={['localeSwitcher']}>
        <LocaleLinks />
      </WithText>,
    );
    expect(document.cookie).not.toContain('NEXT_LOCALE=');
    fireEvent.click(screen.getByRole('link', { name }));
    expect(document.cookie).toContain(`NEXT_LOCALE=${locale}`);
  });
});
