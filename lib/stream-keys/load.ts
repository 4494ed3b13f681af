import 'server-only';
import { cache } from 'react';
import { getStreamKeys } from '@/lib/api/eventor';
import { recordStreamKeysFound } from './misses';

/**
 * Stream keys are never cached across requests (the client asks with `no-store`); React `cache`
 * only lets `generateMetadata` and the page share the one call of a single render.
 */
export const loadStreamKeys = cache(async (keysId: number) => {
  const keys = await getStreamKeys(keysId);
  recordStreamKeysFound(keysId);
  return keys;
});
