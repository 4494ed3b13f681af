import useSWR from 'swr';
import type { RegistrationInfoBody } from '@/lib/api/served';

/** The product route's answer (lib/api/served.ts). */
export type RegistrationInfo = RegistrationInfoBody;

export function registrationInfoUrl(hash: string): string {
  return `/api/registration-info/${encodeURIComponent(hash)}`;
}

/**
 * The client loads on the first refetch rather than with the page: the
 * server render's `fallbackData` already knows the answer when the island hydrates. A newer
 * refetch aborts an older one still in flight (registration-info-fetch.ts).
 */
async function fetchRegistrationInfo(url: string): Promise<RegistrationInfo> {
  const { fetchLatestRegistrationInfo } = await import('./registration-info-fetch');
  return fetchLatestRegistrationInfo(url);
}

/**
 * Registration state of an event (`/viewer/info/{hash}` through the product's cached
 * `/api/registration-info/{hash}` route). `fallbackData` comes from the server render so the
 * first paint already knows the answer; a `null` hash turns the hook off.
 */
export function useRegistrationInfo(
  hash: string | null,
  { fallbackData }: { fallbackData?: RegistrationInfo } = {},
) {
  const { data, error, isLoading, mutate } = useSWR<RegistrationInfo, unknown>(
    hash ? registrationInfoUrl(hash) : null,
    fetchRegistrationInfo,
    { fallbackData },
  );
  return { data, error, isLoading, mutate };
}
