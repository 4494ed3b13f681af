import 'server-only';
import { cache } from 'react';
import { getStreamKeys } from '@/lib/api/eventor';
import { recordStreamKeysFound } from './misses';

/** Never cached across requests; React `cache` only shares one render's call. */
export const loadStreamKeys = cache(async (keysId: number) => {
  const keys = await getStreamKeys(keysId);
  recordStreamKeysFound(keysId);
  return keys;
});
