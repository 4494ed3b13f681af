/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { notFound } from 'next/navigation';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import en from '@/messages/en.json';
import { ApiError, ERROR_CODES } from '@/lib/api/errors';
import { OrganizerContent } from './OrganizerContent';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
// An English page unless a test says otherwise.
beforeEach(() => setTestRequestLocale('en'));

type AnyProps = Record<string, unknown> & { children?: ReactNode };

/**
 * What the server would stream once everything is loaded: async server components are called
 * and awaited down the tree (the DOM renderer cannot), the Suspense boundary's fallback is kept
 * apart to be checked on its own.
 */
async function resolve(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<AnyProps>;
  if (typeof element.type === 'function') {
    const component = element.type as (props: AnyProps) => ReactNode | Promise<ReactNode>;
    return resolve(await component(element.props));
  }
  if (element.props.children === undefined) return element;
  return {
    ...element,
    props: { ...element.props, children: await resolve(element.props.children) },
  };
}

const EVENT_NOT_FOUND = new ApiError({
  code: ERROR_CODES.ACTIVITY_NOT_FOUND,
  service: 'eventor',
  status: 404,
});
const UPSTREAM_DOWN = new ApiError({
  code: ERROR_CODES.UNEXPECTED,
  service: 'eventor',
  status: 502,
});

function content<T>(
  load: () => Promise<T>,
  extra: Partial<Parameters<typeof OrganizerContent<T>>[0]> = {},
) {
  return OrganizerContent<T>({
    path: '/questions?hash=demo-online',
    load,
    children: (value) => <p data-testid="value">{String(value)}</p>,
    ...extra,
  });
}

describe('OrganizerContent', () => {
  it('streams the shared loading state first, and calls the load only inside it', async () => {
    const load = jest.fn(() => Promise.resolve('ready'));
    const boundary = (await content(load)) as ReactElement<{ fallback: ReactNode }>;
    expect(load).not.toHaveBeenCalled();
    render(<>{boundary.props.fallback}</>);
    expect(screen.getByRole('status')).toHaveTextContent(en.loading);
  });

  it('renders the page content for the loaded value', async () => {
    render(<>{await resolve(await content(() => Promise.resolve('ready')))}</>);
    expect(screen.getByTestId('value')).toHaveTextContent('ready');
  });

  it('shows an unknown resource as the not-found state, at the heading level asked', async () => {
    render(
      <>
        {await resolve(await content(() => Promise.reject(EVENT_NOT_FOUND), { headingLevel: 1 }))}
      </>,
    );
    expect(screen.getByTestId('resource-not-found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.notFound.title);
  });

  it('shows any other failure as the catalogue text with a retry of the same page', async () => {
    render(
      <>
        {await resolve(
          await content(() => Promise.reject(UPSTREAM_DOWN), { errorTitle: 'Something failed' }),
        )}
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.UNEXPECTED);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Something failed');
    expect(screen.getByRole('link', { name: en.errors.retry })).toHaveAttribute(
      'href',
      '/en/questions?hash=demo-online',
    );
  });

  it('lets the page answer the failures it knows, and the shared states the rest', async () => {
    const renderError = (error: unknown) =>
      error === UPSTREAM_DOWN ? <p data-testid="own">own state</p> : undefined;
    render(
      <>{await resolve(await content(() => Promise.reject(UPSTREAM_DOWN), { renderError }))}</>,
    );
    expect(screen.getByTestId('own')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    document.body.innerHTML = '';
    render(
      <>{await resolve(await content(() => Promise.reject(EVENT_NOT_FOUND), { renderError }))}</>,
    );
    expect(screen.getByTestId('resource-not-found')).toBeInTheDocument();
  });

  it("passes Next's own signals on instead of showing them as a failure", async () => {
    const signal = (() => {
      try {
        notFound();
      } catch (error) {
        return error;
      }
    })();
    await expect(resolve(await content(() => Promise.reject(signal)))).rejects.toBe(signal);
  });
});
