/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { setTestRequestLocale } from '@/test/request-locale';
import { LocaleSwitcher } from './LocaleSwitcher';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

describe('LocaleSwitcher', () => {
  beforeEach(() => {
    document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
    Object.defineProperty(window.navigator, 'languages', {
      value: ['en-US'],
      configurable: true,
    });
  });

  it('labels the switcher in the page’s language and the hint in the offered one', async () => {
    setTestRequestLocale('ru');
    render(<>{await LocaleSwitcher({ currentHref: '/max?hash=demo-online' })}</>);
    const nav = screen.getByRole('navigation', { name: 'Язык' });
    expect(nav).toHaveTextContent('РусскийRUEnglishEN');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/max?hash=demo-online',
    );
    // The hint's island hydrates after the page (decision 0711).
    const hint = await screen.findByRole('region', { name: 'Language' });
    expect(hint).toHaveAttribute('lang', 'en');
    expect(hint).toHaveTextContent('This page is also in English.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
