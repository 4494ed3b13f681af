/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { textIn } from '@/test/text';
import type { Locale } from '@/i18n/locales';
import { mediaTestText } from './text';
import { BrowserList } from './BrowserList';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const texts = {} as Record<Locale, Awaited<ReturnType<typeof mediaTestText>>>;
beforeAll(async () => {
  texts.ru = await textIn('ru', mediaTestText);
  texts.en = await textIn('en', mediaTestText);
});

const list = () => <BrowserList text={texts['en'].browserList} />;

function withUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

describe('BrowserList', () => {
  it('lists the five browsers and marks the visitor’s own', () => {
    withUserAgent(
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
    );
    render(list());
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(screen.getByTestId('current-browser')).toHaveTextContent(
      'You are using Yandex Browser 24 — one of the recommended browsers.',
    );
    const yandex = items.find((item) => item.hasAttribute('data-current'));
    expect(yandex).toHaveTextContent('Yandex Browser');
    expect(screen.queryByText(/Яндекс/)).toBeNull();
    expect(within(yandex!).getByText('your browser')).toBeInTheDocument();
    expect(items.filter((item) => item.hasAttribute('data-current'))).toHaveLength(1);
  });

  it('names Yandex’s browser in Russian on the Russian page', () => {
    withUserAgent(
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
    );
    render(<BrowserList text={texts['ru'].browserList} />);
    expect(screen.getByText('Яндекс Браузер')).toBeInTheDocument();
  });

  it('names a browser that is not on the list, and admits not knowing one', () => {
    withUserAgent(
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    );
    const { unmount } = render(list());
    expect(screen.getByTestId('current-browser')).toHaveTextContent(
      'You are using Opera 115. It is not on the list:',
    );
    expect(screen.queryByText('your browser')).not.toBeInTheDocument();
    unmount();

    withUserAgent('curl/8.5.0');
    render(list());
    expect(screen.getByTestId('current-browser')).toHaveTextContent(
      'We could not recognise your browser.',
    );
  });
});
