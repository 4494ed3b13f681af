import 'server-only';
import { getConfig } from '@/lib/config';
import { brandFor, withBrandLinks, type BrandConfig } from './brands';

export * from './brands';

let cached: BrandConfig | undefined;

export function getBrand(): BrandConfig {
  if (cached) return cached;
  const config = getConfig();
  cached = withBrandLinks(brandFor(config.BRAND), {
    userAgreement: {
      ru: config.BRAND_USER_AGREEMENT_URL_RU,
      en: config.BRAND_USER_AGREEMENT_URL_EN,
    },
    streamDocs: config.BRAND_STREAM_DOCS_URL,
  });
  return cached;
}
