/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import LocaleError from '@/app/[locale]/error';
import { ChunkErrorNotice } from '@/components/ui/ChunkErrorNotice';
import { TextProvider } from '@/components/ui/text';
import { NotFoundText } from '@/components/ui/NotFoundText';
import { NotificationsProvider, useNotify } from '@/components/ui/notifications';
import { loadNoticeList } from '@/components/ui/notifications/NotificationsProvider';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { textOf } from '@/test/text';
import { FIRST_LOAD_TEXT, type TextGroup } from './client-messages';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  usePathname: () => '/missing',
}));

/*
 * The layout resolves FIRST_LOAD_TEXT.layout on the server and every page's own client components read it
 * from a context. Each of them renders here with exactly those texts, in both locales, through
 * every text it can show: a text left out of the list fails here instead of on a page.
 */
const LOGO = { src: '/logo.svg', alt: 'Brand' };

describe.each([
  ['ru', ru],
  ['en', en],
] as const)('the first-load texts (%s)', (locale, catalogue) => {
  function renderWithText(children: ReactNode) {
    return render(
      <TextProvider text={textOf('layout', locale)} locale={locale}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </TextProvider>,
    );
  }

  afterEach(() => jest.restoreAllMocks());

  it('cover the notices region and a notice’s close button', async () => {
    function Push() {
      const notify = useNotify();
      return (
        <button type="button" onClick={() => notify({ message: 'pushed' })}>
          push
        </button>
      );
    }
    renderWithText(<Push />);
    expect(screen.getByRole('region', { name: catalogue.notices.region })).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('button', { name: 'push' }).click();
      await loadNoticeList();
    });
    expect(
      await screen.findByRole('button', { name: catalogue.notices.close }),
    ).toBeInTheDocument();
  });

  it('cover the failed-chunk notice', () => {
    renderWithText(<ChunkErrorNotice />);
    const error = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(catalogue.errors.chunkLoadFailed);
    expect(screen.getByRole('button', { name: catalogue.errors.reload })).toBeInTheDocument();
  });

  it('cover the error boundary', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithText(<LocaleError error={new Error('digest only')} reset={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(catalogue.errors.UNEXPECTED);
    expect(screen.getByRole('button', { name: catalogue.errors.retry })).toBeInTheDocument();
    expect(document.querySelector('title')).toHaveTextContent(catalogue.errorPage.title);
  });

  it('cover both not-found states', async () => {
    renderWithText(
      <>
        <NotFoundText kind="page" logo={LOGO} />
        <NotFoundText kind="event" logo={LOGO} />
      </>,
    );
    expect(screen.getByText(catalogue.notFound.title)).toBeInTheDocument();
    expect(screen.getByText(catalogue.notFound.text)).toBeInTheDocument();
    expect(screen.getByText(catalogue.errors.WRONG_ACTIVITY_ID)).toBeInTheDocument();
    expect(screen.getByText(catalogue.errors.ACTIVITY_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getAllByText(catalogue.notFound.code)).toHaveLength(2);
    expect(await screen.findAllByRole('button', { name: catalogue.notFound.back })).toHaveLength(2);
    expect(await screen.findAllByRole('navigation', { name: catalogue.shell.locale })).toHaveLength(
      2,
    );
    expect(
      screen.getAllByRole('link', { name: catalogue.shell.localeNames.en })[0],
    ).toHaveAttribute('href', '/en/missing');
  });

  it.each(Object.keys(FIRST_LOAD_TEXT) as TextGroup[])(
    'are plain strings in every group (%s): no arguments, plurals or tags to format in the browser',
    (group) => {
      const text = textOf(group, locale);
      expect(Object.keys(text).sort()).toEqual([...FIRST_LOAD_TEXT[group]].sort());
      for (const value of Object.values(text)) expect(value).not.toMatch(/[{}<]/);
    },
  );
});

it('a component reading a text outside the provider fails loudly', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<NotFoundText kind="page" logo={LOGO} />)).toThrow(/TextProvider/);
});
