import useSWR from 'swr';
import { z } from 'zod';
import { fetchJson } from '@/lib/api/client-fetch';

export const registrationInfoSchema = z.object({ isRegistrationActive: z.boolean() });
export type RegistrationInfo = z.infer<typeof registrationInfoSchema>;

export function registrationInfoUrl(hash: string): string {
  return `/api/registration-info/${encodeURIComponent(hash)}`;
}

function fetchRegistrationInfo(url: string): Promise<RegistrationInfo> {
  return fetchJson(url, { schema: registrationInfoSchema, service: 'viewer' });
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
