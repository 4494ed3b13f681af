import { isValidElement, type ReactElement } from 'react';
import { z } from 'zod';
import type { OrganizerRoute } from '@/lib/routing/table';
import { organizerRoute } from './organizer-route';

jest.mock('next-intl/server', () => ({
  ...jest.requireActual('@/test/server-intl').serverIntlMock,
  setRequestLocale: jest.fn(),
}));

type Query = { hash: string; token?: string };

/** A row of the route table with a loader and guard the test watches. */
function row(overrides: Partial<OrganizerRoute<Query, string>['organizer']> = {}) {
  const load = jest.fn(async ({ hash }: Query) => `Event ${hash}`);
  const guard = jest.fn(async () => undefined);
  const route: OrganizerRoute<Query, string> = {
    path: '/questions',
    group: 'organizer',
    title: null,
    footer: false,
    privacy: { index: false, referrer: 'default', cache: 'no-store' },
    inputs: z.object({ hash: z.string().regex(/^[a-z-]+$/), token: z.string().optional() }),
    organizer: {
      link: ({ hash }) => ({ hash }),
      guard,
      load,
      titleFrom: 'resource',
      title: (_t, value) => value ?? 'untitled',
      ...overrides,
    },
  };
  return { route, load, guard };
}

const props = (query: Record<string, string>, locale = 'en') => ({
  params: Promise.resolve({ locale }),
  searchParams: Promise.resolve(query),
});

const view = { View: ({ data }: { data: string }) => <p>{data}</p> };

/** Next's `notFound()`: an error whose digest names the 404. */
const NOT_FOUND = expect.objectContaining({ digest: expect.stringContaining('404') });

describe('organizerRoute', () => {
  it('answers a malformed required input with the 404 before its guard or loader runs', async () => {
    const { route, guard, load } = row();
    const page = organizerRoute(route, view);
    await expect(page.generateMetadata(props({ hash: 'NOT OK' }))).rejects.toEqual(NOT_FOUND);
    await expect(page.Page(props({}))).rejects.toEqual(NOT_FOUND);
    expect(guard).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it("awaits the row's guard before the page: its notFound() is the page's 404", async () => {
    const { notFound } = jest.requireActual<typeof import('next/navigation')>('next/navigation');
    const { route } = row({ guard: async () => notFound() });
    await expect(organizerRoute(route, view).Page(props({ hash: 'demo' }))).rejects.toEqual(
      NOT_FOUND,
    );
  });

  it("titles the head from the row's loader and links the row's path with its query", async () => {
    const { route } = row();
    const metadata = await organizerRoute(route, view).generateMetadata(
      props({ hash: 'demo', token: 'secret' }),
    );
    expect(metadata.title).toBe('Event demo');
    expect(String(metadata.alternates?.canonical)).toMatch(/\/en\/questions\?hash=demo$/);
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(metadata.referrer).toBeUndefined();
  });

  it('keeps a personal query out of every link and asks for no referrer where the row says so', async () => {
    const { route } = row({ link: null, titleFrom: 'settled' });
    route.privacy = { ...route.privacy, referrer: 'no-referrer' };
    const page = organizerRoute(route, view);
    const metadata = await page.generateMetadata(props({ hash: 'demo', token: 'secret' }));
    expect(String(metadata.alternates?.canonical)).toMatch(/\/en\/questions$/);
    expect(metadata.referrer).toBe('no-referrer');
    const frame = (await page.Page(props({ hash: 'demo', token: 'secret' }))) as ReactElement<{
      currentHref?: string;
    }>;
    expect(isValidElement(frame)).toBe(true);
    expect(frame.props.currentHref).toBeUndefined();
  });

  it('gives the frame the linked path for the language switcher', async () => {
    const { route } = row();
    const frame = (await organizerRoute(route, view).Page(
      props({ hash: 'demo' }),
    )) as ReactElement<{ currentHref?: string }>;
    expect(frame.props.currentHref).toBe('/questions?hash=demo');
  });

  it('titles a settled head from the outcome, a failed read from the title without data', async () => {
    const { route } = row({ titleFrom: 'settled' });
    const page = organizerRoute(route, view);
    expect((await page.generateMetadata(props({ hash: 'demo' }))).title).toBe('Event demo');
    route.organizer.load = async () => Promise.reject(new Error('down'));
    expect((await page.generateMetadata(props({ hash: 'demo' }))).title).toBe('untitled');
  });
});
