import { fetchJson } from '@/lib/api/client-fetch';
import { createLatestCall, type LatestCall } from '@/lib/api/latest-request';
import type { BodyParser } from '@/lib/api/transport';
import type { RegistrationInfo } from './use-registration-info';

/** The route's body, checked with the served schema (lib/api/served.ts), loaded with this call. */
export async function loadRegistrationInfoParser(): Promise<BodyParser<RegistrationInfo>> {
  const { registrationInfoBody } = await import('@/lib/api/served');
  return registrationInfoBody;
}

/** One latest-call per URL: a newer refetch of an event's state aborts the older one. */
const calls = new Map<string, LatestCall<[], RegistrationInfo>>();

/**
 * The registration state from the product's route. Loaded with the first refetch (not with the
 * page), and with it the client and the latest-call helper.
 */
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
