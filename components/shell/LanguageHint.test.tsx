/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import en from '@/messages/en.json';
import { LanguageHint } from './LanguageHint';

// On a Russian page: the hint speaks English, the language it offers.
const hint = <LanguageHint locale="ru" target="en" text={en.shell.languageHint} />;

function withLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

function clearCookie() {
  document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
}

describe('LanguageHint', () => {
  beforeEach(() => {
    clearCookie();
    window.history.replaceState(null, '', '/max?hash=demo-online');
  });

  it('renders only an empty live region on the server, whoever asks', () => {
    withLanguages(['en-US']);
    expect(renderToString(hint)).toBe('<div aria-live="polite" class="language-hint"></div>');
  });

  it('offers the page in the browser’s language, in that language, keeping the query', () => {
    withLanguages(['en-US', 'en']);
    render(hint);
    const region = screen.getByRole('region', { name: 'Language' });
    expect(region).toHaveAttribute('lang', 'en');
    expect(region).toHaveTextContent('This page is also in English.');
    expect(screen.getByRole('link', { name: 'Open in English' })).toHaveAttribute(
      'href',
      '/en/max?hash=demo-online',
    );
  });

  it('remembers the choice when followed', () => {
    withLanguages(['en-US']);
    render(hint);
    const link = screen.getByRole('link', { name: 'Open in English' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(document.cookie).toContain('NEXT_LOCALE=en');
  });

  it('goes away when dismissed and remembers the page’s language', () => {
    withLanguages(['en-US']);
    render(hint);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.cookie).toContain('NEXT_LOCALE=ru');
  });

  it('shows nothing when the browser prefers the page’s language or a choice is stored', () => {
    withLanguages(['ru-RU', 'en']);
    const { unmount } = render(hint);
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    withLanguages(['en-US']);
    document.cookie = 'NEXT_LOCALE=ru; path=/';
    render(hint);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
