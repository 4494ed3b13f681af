import { fetchJson } from '@/lib/api/client-fetch';
import { createLatestCall, type LatestCall } from '@/lib/api/latest-request';
import type { BodyParser } from '@/lib/api/transport';
import type { RegistrationInfo } from './use-registration-info';

export async function loadRegistrationInfoParser(): Promise<BodyParser<RegistrationInfo>> {
  const { registrationInfoBody } = await import('@/lib/api/served');
  return registrationInfoBody;
}

/** A newer refetch of an event's state aborts the older one. */
const calls = new Map<string, LatestCall<[], RegistrationInfo>>();

/** Loaded with the first refetch, not with the page. */
export function fetchLatestRegistrationInfo(url: string): Promise<RegistrationInfo> {
  let call = calls.get(url);
  if (!call) {
    call = createLatestCall((signal) =>
      fetchJson(url, { schema: loadRegistrationInfoParser, service: 'viewer', signal }),
    );
    calls.set(url, call);
  }
  return call.call();
}
