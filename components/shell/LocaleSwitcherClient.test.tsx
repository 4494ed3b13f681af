/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import type { LocaleLinksText } from './LocaleSwitcherClient';
import { ClientLocaleLinks, LocaleSwitcherClient } from './LocaleSwitcherClient';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/test',
  useSearchParams: () => new URLSearchParams('utm_source=mail'),
}));

const text: LocaleLinksText = { label: en.shell.locale, names: en.shell.localeNames };

describe('LocaleSwitcherClient (the test page)', () => {
  it("links every locale with the browser's path and query, and marks the current one", () => {
    render(<LocaleSwitcherClient text={text} locale="en" />);
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    const russian = screen.getByRole('link', { name: 'Русский' });
    expect(russian).toHaveAttribute('href', '/ru/test?utm_source=mail');
    expect(russian).toHaveAttribute('hreflang', 'ru');
    expect(russian).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('marks each link with its locale, for the choice script (LocaleChoiceScript)', () => {
    render(<ClientLocaleLinks text={text} locale="ru" />);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'data-locale-choice',
      'en',
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/test');
  });
});
