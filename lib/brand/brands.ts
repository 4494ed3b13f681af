import type { Locale } from '@/i18n/routing';

// Plain data with no server-only import; `getBrand()` adds the operator's links.

const BRAND_IDS = ['default', 'cloud-events'] as const;
type BrandId = (typeof BRAND_IDS)[number];

type PerLocale<T> = Record<Locale, T>;

export interface BrandConfig {
  id: BrandId;
  theme: 'default' | 'mashroom';
  name: string;
  logo: string;
  logoOnDark: string;
  /** PNGs are rendered from the SVG by scripts/render-brand-assets.mjs. */
  icons: { svg: string; apple: string; png192: string; png512: string; favicon: string };
  madeInLogo: string;
  userAgreementLink: Partial<PerLocale<string>>;
  isShowPaymentInfo: boolean;
  isShowPhone: boolean;
  obsStreamDocumentationLink?: string;
  poster: PerLocale<string>;
  /** `null`: fall back to the image poster. */
  videoPoster: PerLocale<string | null>;
  /** Raster: link-preview crawlers do not render SVG. */
  socialImage: PerLocale<string>;
}

/** @internal */
export const BRANDS: Readonly<Record<BrandId, BrandConfig>> = {
  default: {
    id: 'default',
    theme: 'default',
    name: 'Eventum',
    logo: '/brands/default/logo.svg',
    logoOnDark: '/brands/default/logo-on-dark.svg',
    madeInLogo: '/brands/default/made-in.svg',
    icons: {
      svg: '/brands/default/icon.svg',
      apple: '/brands/default/apple-icon.png',
      png192: '/brands/default/icon-192.png',
      png512: '/brands/default/icon-512.png',
      favicon: '/brands/default/favicon-32.png',
    },
    userAgreementLink: {},
    isShowPaymentInfo: true,
    isShowPhone: true,
    poster: { ru: '/brands/default/poster-ru.svg', en: '/brands/default/poster-en.svg' },
    videoPoster: { ru: '/brands/default/poster-ru.webm', en: '/brands/default/poster-en.webm' },
    socialImage: { ru: '/brands/default/social-ru.jpg', en: '/brands/default/social-en.jpg' },
  },
  'cloud-events': {
    id: 'cloud-events',
    theme: 'mashroom',
    name: 'Cloud Events',
    logo: '/brands/cloud-events/logo.svg',
    logoOnDark: '/brands/cloud-events/logo-on-dark.svg',
    madeInLogo: '/brands/cloud-events/made-in.svg',
    icons: {
      svg: '/brands/cloud-events/icon.svg',
      apple: '/brands/cloud-events/apple-icon.png',
      png192: '/brands/cloud-events/icon-192.png',
      png512: '/brands/cloud-events/icon-512.png',
      favicon: '/brands/cloud-events/favicon-32.png',
    },
    userAgreementLink: {},
    isShowPaymentInfo: false,
    isShowPhone: true,
    poster: {
      ru: '/brands/cloud-events/poster-ru.svg',
      en: '/brands/cloud-events/poster-en.svg',
    },
    videoPoster: {
      ru: '/brands/cloud-events/poster-ru.webm',
      en: '/brands/cloud-events/poster-en.webm',
    },
    socialImage: {
      ru: '/brands/cloud-events/social-ru.jpg',
      en: '/brands/cloud-events/social-en.jpg',
    },
  },
};

const DEFAULT_BRAND_ID: BrandId = 'default';

function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

export function brandFor(id: string | undefined): BrandConfig {
  return BRANDS[isBrandId(id) ? id : DEFAULT_BRAND_ID];
}

export interface BrandLinks {
  userAgreement: Partial<PerLocale<string>>;
  streamDocs?: string;
}

export function withBrandLinks(brand: BrandConfig, links: BrandLinks): BrandConfig {
  return {
    ...brand,
    userAgreementLink: links.userAgreement,
    obsStreamDocumentationLink: links.streamDocs,
  };
}

export function defaultPoster(brand: BrandConfig, locale: Locale): string {
  return brand.poster[locale];
}

export function defaultVideoPoster(
  brand: BrandConfig,
  locale: Locale,
): { kind: 'video'; src: string; poster: string } | { kind: 'image'; src: string } {
  const video = brand.videoPoster[locale];
  return video
    ? { kind: 'video', src: video, poster: brand.poster[locale] }
    : { kind: 'image', src: brand.poster[locale] };
}
