/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fetchJson } from '@/lib/api/client-fetch';
import { ApiError } from '@/lib/api/errors';
import type { BodyParser } from '@/lib/api/transport';
import { pollUrl } from './use-poll';
import { questionsUrl } from './use-questions';
import { ratingUrl } from './use-rating';
import { beatUrl, useLiveResource } from './use-live';
import { slowFirstCall } from '@/test/api-support';

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));
const fetchJsonMock = fetchJson as jest.MockedFunction<typeof fetchJson>;

const parser: BodyParser<string[]> = {
  safeParse: (value) => ({ success: true, data: value as string[] }),
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

describe('useLiveResource', () => {
  beforeEach(() => fetchJsonMock.mockReset());

  it('shows the server data at once and asks again only on the beat', async () => {
    fetchJsonMock.mockResolvedValue(['fresh']);
    const { result } = renderHook(
      () =>
        useLiveResource('/api/x', {
          parser,
          service: 'chat',
          refreshMs: 60,
          beatInUrl: true,
          fallbackData: ['server'],
        }),
      { wrapper },
    );
    expect(result.current.data).toEqual(['server']);
    expect(fetchJsonMock).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.data).toEqual(['fresh']));
    expect(fetchJsonMock).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/x\?beat=\d+$/),
      expect.objectContaining({ schema: parser, service: 'chat', signal: expect.any(AbortSignal) }),
    );
  });

  it('aborts a slow refresh when the next beat starts, and never shows its answer', async () => {
    // The first answer is slow: it ends only by its abort, as a real fetch does.
    const { signals, implementation } = slowFirstCall((call) => [`beat ${call}`]);
    fetchJsonMock.mockImplementation(implementation);
    const { result } = renderHook(
      () =>
        useLiveResource('/api/slow', {
          parser,
          service: 'chat',
          refreshMs: 40,
          beatInUrl: true,
          fallbackData: ['server'],
        }),
      { wrapper },
    );
    await waitFor(() => expect(signals.length).toBeGreaterThanOrEqual(2));
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(result.current.data?.[0]).toMatch(/^beat [2-9]/));
    expect(result.current.error).toBeUndefined();
  });

  it('keeps the data on screen when a refresh fails, and recovers on a later beat', async () => {
    fetchJsonMock.mockRejectedValueOnce(
      new ApiError({ code: 'UNEXPECTED', service: 'polls', status: 503 }),
    );
    fetchJsonMock.mockResolvedValue(['recovered']);
    const { result } = renderHook(
      () =>
        useLiveResource('/api/y', {
          parser,
          service: 'polls',
          refreshMs: 40,
          beatInUrl: true,
          fallbackData: ['server'],
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.error?.code).toBe('UNEXPECTED'));
    expect(result.current.data).toEqual(['server']);
    await waitFor(() => expect(result.current.data).toEqual(['recovered']));
    await waitFor(() => expect(result.current.error).toBeUndefined());
  });

  it('loads at once without server data, and a null url turns it off', async () => {
    fetchJsonMock.mockResolvedValue(['first']);
    const { result } = renderHook(
      () =>
        useLiveResource('/api/z', {
          parser,
          service: 'statistics',
          refreshMs: 10_000,
          beatInUrl: true,
        }),
      { wrapper },
    );
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['first']));

    fetchJsonMock.mockClear();
    // Beside it, the same hook with a url and the same beat: once that one has asked three
    // times, the switched-off one has had three beats to ask in too.
    renderHook(
      () => ({
        off: useLiveResource(null, { parser, service: 'chat', refreshMs: 10, beatInUrl: true }),
        on: useLiveResource('/api/on', { parser, service: 'chat', refreshMs: 10, beatInUrl: true }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(fetchJsonMock.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(fetchJsonMock.mock.calls.map(([url]) => url)).toEqual(
      fetchJsonMock.mock.calls.map(() => expect.stringMatching(/^\/api\/on\?beat=/)),
    );
  });

  it('without a beat asks only on mount and when refreshed, at the bare url', async () => {
    fetchJsonMock.mockResolvedValueOnce(['mounted']).mockResolvedValueOnce(['refreshed']);
    const { result } = renderHook(
      () =>
        useLiveResource('/api/once', {
          parser,
          service: 'viewer',
          fallbackData: ['server'],
          revalidateOnMount: true,
        }),
      { wrapper },
    );
    expect(result.current.data).toEqual(['server']);
    await waitFor(() => expect(result.current.data).toEqual(['mounted']));
    await act(async () => {
      await result.current.refresh();
    });
    expect(result.current.data).toEqual(['refreshed']);
    expect(fetchJsonMock.mock.calls.map(([url]) => url)).toEqual(['/api/once', '/api/once']);
  });
});

describe('beatUrl', () => {
  it('changes once per period, the same for every screen within it', () => {
    expect(beatUrl('/api/q/x', 5000, 10_000)).toBe('/api/q/x?beat=2');
    expect(beatUrl('/api/q/x', 5000, 14_999)).toBe('/api/q/x?beat=2');
    expect(beatUrl('/api/q/x', 5000, 15_000)).toBe('/api/q/x?beat=3');
    expect(beatUrl('/api/q?a=1', 10_000, 25_000)).toBe('/api/q?a=1&beat=2');
  });
});

describe('live resource urls', () => {
  it('point at the product’s own routes', () => {
    expect(questionsUrl('demo-online')).toBe('/api/questions/demo-online');
    expect(pollUrl({ hash: 'demo-online' })).toBe('/api/polls/demo-online');
    expect(pollUrl({ activityId: 3002 })).toBe('/api/polls/activity/3002');
    expect(ratingUrl({ hash: 'a_b' })).toBe('/api/rating/a_b');
    expect(ratingUrl({ activityId: 102 })).toBe('/api/rating/activity/102');
  });
});
