/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { setTestRequestLocale } from '@/test/request-locale';
import { LocaleLinks } from './LocaleLinks';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

describe('LocaleLinks (a page with a public URL)', () => {
  it('links the public URL in every locale, marks the current one and each link’s locale', async () => {
    setTestRequestLocale('ru');
    render(await LocaleLinks({ currentHref: '/max?hash=abc&debug=1#faq' }));
    const english = screen.getByRole('link', { name: 'English' });
    // The code a phone shows in the name's place is not part of the name.
    expect(english.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^EN$/);
    expect(english).toHaveAttribute('href', '/en/max?hash=abc&debug=1');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('data-locale-choice', 'en');
    expect(english).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
  });

  it('never links another host: a currentHref that is not a same-site path is the root', async () => {
    setTestRequestLocale('en');
    render(await LocaleLinks({ currentHref: '//evil.example/x' }));
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru');
  });
});
