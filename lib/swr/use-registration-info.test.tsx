/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fetchJson } from '@/lib/api/client-fetch';
import { ApiError } from '@/lib/api/errors';
import {
  loadRegistrationInfoParser,
  registrationInfoUrl,
  useRegistrationInfo,
} from './use-registration-info';
import { slowFirstCall } from '@/test/api-support';

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));
const fetchJsonMock = fetchJson as jest.MockedFunction<typeof fetchJson>;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

describe('useRegistrationInfo', () => {
  beforeEach(() => fetchJsonMock.mockReset());

  it('fetches the product route for the hash with the viewer service and schema', async () => {
    fetchJsonMock.mockResolvedValue({ isRegistrationActive: true });
    const { result } = renderHook(() => useRegistrationInfo('demo-offline'), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ isRegistrationActive: true }));
    expect(fetchJsonMock).toHaveBeenCalledWith(
      '/api/registration-info/demo-offline',
      expect.objectContaining({
        schema: loadRegistrationInfoParser,
        service: 'viewer',
        signal: expect.any(AbortSignal),
      }),
    );
    expect(result.current.error).toBeUndefined();
  });

  it('starts from fallbackData and refreshes on refresh()', async () => {
    fetchJsonMock.mockResolvedValue({ isRegistrationActive: true });
    const { result } = renderHook(
      () => useRegistrationInfo('demo-offline', { fallbackData: { isRegistrationActive: true } }),
      { wrapper },
    );
    // The server's answer is there on the first render, before any request returns.
    expect(result.current.data).toEqual({ isRegistrationActive: true });
    await waitFor(() => expect(fetchJsonMock).toHaveBeenCalledTimes(1));

    fetchJsonMock.mockResolvedValue({ isRegistrationActive: false });
    await act(async () => {
      await result.current.refresh();
    });
    expect(result.current.data).toEqual({ isRegistrationActive: false });
  });

  it('aborts a slow refetch when a newer one starts, and shows only the newer answer', async () => {
    // The first answer is slow: it ends only by its abort, as a real fetch does.
    const { signals, implementation } = slowFirstCall(() => ({
      isRegistrationActive: false,
    }));
    fetchJsonMock.mockImplementation(implementation);
    const { result } = renderHook(
      () =>
        useRegistrationInfo('demo-slow-first', { fallbackData: { isRegistrationActive: true } }),
      { wrapper },
    );
    await waitFor(() => expect(signals).toHaveLength(1));
    await act(async () => {
      await result.current.refresh();
    });
    expect(signals[0]?.aborted).toBe(true);
    expect(result.current.data).toEqual({ isRegistrationActive: false });
    expect(result.current.error).toBeUndefined();
  });

  it('exposes the ApiError of a failed call', async () => {
    const failure = new ApiError({ code: 'UNEXPECTED', service: 'viewer', status: 502 });
    fetchJsonMock.mockRejectedValue(failure);
    const { result } = renderHook(() => useRegistrationInfo('demo-broken'), { wrapper });
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.data).toBeUndefined();
  });

  it('is off for a null hash', () => {
    const { result } = renderHook(() => useRegistrationInfo(null), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(fetchJsonMock).not.toHaveBeenCalled();
  });

  it('encodes the hash into the URL', () => {
    expect(registrationInfoUrl('a/b')).toBe('/api/registration-info/a%2Fb');
  });
});
