import type { RegistrationInfoBody } from '@/lib/api/served';
import type { BodyParser } from '@/lib/api/transport';
import { useLiveResource, type UseLiveResult } from './use-live';

export type RegistrationInfo = RegistrationInfoBody;

/** @internal */
export function registrationInfoUrl(hash: string): string {
  return `/api/registration-info/${encodeURIComponent(hash)}`;
}

/** Loaded with the first refetch, not with the page. @internal */
export async function loadRegistrationInfoParser(): Promise<BodyParser<RegistrationInfo>> {
  const { registrationInfoBody } = await import('@/lib/api/served');
  return registrationInfoBody;
}

/** The server render's answer at once; asked again on mount (a cached page may be old). */
export function useRegistrationInfo(
  hash: string | null,
  { fallbackData }: { fallbackData?: RegistrationInfo } = {},
): UseLiveResult<RegistrationInfo> {
  return useLiveResource(hash ? registrationInfoUrl(hash) : null, {
    parser: loadRegistrationInfoParser,
    service: 'viewer',
    fallbackData,
    revalidateOnMount: true,
  });
}
