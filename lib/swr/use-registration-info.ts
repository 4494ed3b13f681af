import useSWR from 'swr';
import type { RegistrationInfoBody } from '@/lib/api/served';

export type RegistrationInfo = RegistrationInfoBody;

export function registrationInfoUrl(hash: string): string {
  return `/api/registration-info/${encodeURIComponent(hash)}`;
}

/** The server render's `fallbackData` knows the answer, so the client loads on first refetch. */
async function fetchRegistrationInfo(url: string): Promise<RegistrationInfo> {
  const { fetchLatestRegistrationInfo } = await import('./registration-info-fetch');
  return fetchLatestRegistrationInfo(url);
}

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
