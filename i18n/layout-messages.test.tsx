/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlErrorCode, NextIntlClientProvider, type IntlError } from 'next-intl';
import type { ReactNode } from 'react';
import LocaleError from '@/app/[locale]/error';
import { ChunkErrorNotice } from '@/components/ui/ChunkErrorNotice';
import { CopyButton } from '@/components/ui/CopyButton';
import { NotFound } from '@/components/ui/NotFound';
import { NotificationsProvider } from '@/components/ui/notifications';
import { loadNoticeList } from '@/components/ui/notifications/NotificationsProvider';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { LAYOUT_MESSAGES, pickMessages } from './client-messages';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

/*
 * The layout's provider carries only LAYOUT_MESSAGES. Every client component that reads the
 * layout's messages renders here with exactly those, in both locales, through every text it can
 * show: a message left out of the list fails here instead of showing its key on a page.
 */
describe.each([
  ['ru', ru],
  ['en', en],
] as const)('the layout messages (%s)', (locale, catalogue) => {
  let missing: string[];

  function renderWithLayoutMessages(children: ReactNode) {
    missing = [];
    return render(
      <NextIntlClientProvider
        locale={locale}
        messages={pickMessages(catalogue, LAYOUT_MESSAGES)}
        onError={(error: IntlError) => {
          missing.push(`${error.code}: ${error.message}`);
        }}
      >
        <NotificationsProvider>{children}</NotificationsProvider>
      </NextIntlClientProvider>,
    );
  }

  afterEach(() => {
    expect(missing).toEqual([]);
    jest.restoreAllMocks();
  });

  it('cover a copy button, both its notices and the notices list', async () => {
    renderWithLayoutMessages(<CopyButton value="x" label="copy" />);
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error());
    Object.assign(navigator, { clipboard: { writeText } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'copy' }));
      await loadNoticeList();
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'copy' })));
    expect(await screen.findByText(catalogue.notices.copied)).toBeInTheDocument();
    expect(await screen.findByText(catalogue.errors.copyFailed)).toBeInTheDocument();
  });

  it('cover the failed-chunk notice', () => {
    renderWithLayoutMessages(<ChunkErrorNotice />);
    const error = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(catalogue.errors.chunkLoadFailed);
  });

  it('cover the error boundary', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithLayoutMessages(<LocaleError error={new Error('digest only')} reset={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(catalogue.errors.UNEXPECTED);
  });

  it('cover both not-found states', () => {
    renderWithLayoutMessages(
      <>
        <NotFound kind="page" />
        <NotFound kind="event" />
      </>,
    );
    expect(screen.getByText(catalogue.notFound.title)).toBeInTheDocument();
    expect(screen.getByText(catalogue.errors.WRONG_ACTIVITY_ID)).toBeInTheDocument();
  });

  it('report a message left out (the check itself works)', () => {
    function Missing() {
      return <NotFound key="x" kind="page" />;
    }
    missing = [];
    render(
      <NextIntlClientProvider
        locale={locale}
        messages={{}}
        onError={(error: IntlError) => {
          if (error.code === IntlErrorCode.MISSING_MESSAGE) missing.push(error.code);
        }}
        getMessageFallback={({ key }) => key}
      >
        <Missing />
      </NextIntlClientProvider>,
    );
    expect(missing.length).toBeGreaterThan(0);
    missing = [];
  });
});
