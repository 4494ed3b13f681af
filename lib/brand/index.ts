import 'server-only';
import { getConfig } from '@/lib/config';
import { brandFor, type BrandConfig } from './brands';

export * from './brands';

/** The brand selected by the `BRAND` environment variable (parsed once in lib/config). */
export function getBrand(): BrandConfig {
  return brandFor(getConfig().BRAND);
}
