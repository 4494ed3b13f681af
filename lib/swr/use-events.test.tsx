/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fetchJson } from '@/lib/api/client-fetch';
import { ApiError } from '@/lib/api/errors';
import { eventsResponseSchema, scheduleEventSchema } from '@/lib/api/schemas';
import { sanitizeEvents } from '@/lib/security/sanitize-content';
import { EVENTS_REFRESH_MS, eventsUrl, useEvents } from './use-events';

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));
const fetchJsonMock = fetchJson as jest.MockedFunction<typeof fetchJson>;

const event = (eventID: number, name: string) =>
  scheduleEventSchema.parse({ eventID, name, eventStart: '2027-03-14T10:00:00+03:00' });
// The server render's events, through the reader's sanitiser.
const serverEvents = sanitizeEvents([event(1, 'From the server')]);

/** A fresh SWR cache per test, so one test's data never leaks into the next. */
function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

afterEach(() => {
  fetchJsonMock.mockReset();
  jest.useRealTimers();
});

describe('useEvents', () => {
  it('starts from the server events, then shows the refetched ones', async () => {
    fetchJsonMock.mockResolvedValue({ events: [event(2, 'Refetched')] });
    const { result } = renderHook(() => useEvents(201, { fallbackData: serverEvents }), {
      wrapper,
    });
    expect(result.current.data).toBe(serverEvents);
    await waitFor(() => expect(result.current.data?.[0]?.name).toBe('Refetched'));
    expect(fetchJsonMock).toHaveBeenCalledWith('/api/events/201', {
      schema: eventsResponseSchema,
      service: 'eventor',
    });
    expect(result.current.error).toBeUndefined();
  });

  it('keeps the current events and reports the error when a refetch fails', async () => {
    const failure = new ApiError({ code: 'UNEXPECTED', service: 'eventor', status: 503 });
    fetchJsonMock.mockRejectedValue(failure);
    const { result } = renderHook(() => useEvents(201, { fallbackData: serverEvents }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.data).toBe(serverEvents);
    expect(result.current.isLoading).toBe(false);
  });

  it('keeps the last good events when a later refetch fails', async () => {
    jest.useFakeTimers();
    fetchJsonMock
      .mockResolvedValueOnce({ events: [event(2, 'First refetch')] })
      .mockRejectedValueOnce(new ApiError({ code: 'UNEXPECTED', service: 'eventor', status: 502 }))
      .mockResolvedValueOnce({ events: [event(3, 'Third refetch')] });
    const { result } = renderHook(() => useEvents(201, { fallbackData: serverEvents }), {
      wrapper,
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(result.current.data?.[0]?.name).toBe('First refetch');
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(EVENTS_REFRESH_MS);
    });
    expect(fetchJsonMock).toHaveBeenCalledTimes(2);
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.data?.[0]?.name).toBe('First refetch');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(EVENTS_REFRESH_MS);
    });
    expect(fetchJsonMock).toHaveBeenCalledTimes(3);
    expect(result.current.data?.[0]?.name).toBe('Third refetch');
    expect(result.current.error).toBeUndefined();
  });

  it('is off for a null hall id', async () => {
    const { result } = renderHook(() => useEvents(null, { fallbackData: serverEvents }), {
      wrapper,
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchJsonMock).not.toHaveBeenCalled();
    expect(result.current.data).toBe(serverEvents);
    expect(result.current.isLoading).toBe(false);
  });

  it('builds the URL of the product’s own route', () => {
    expect(eventsUrl(203)).toBe('/api/events/203');
    expect(EVENTS_REFRESH_MS).toBe(60_000);
  });
});
