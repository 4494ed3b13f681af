import type { Locale } from '@/i18n/routing';

/**
 * The brand table, one entry per `BRAND` value (docs/routes.md). Plain data with no server-only
 * import, so tests, metadata builders and client islands can read it; the server picks the active
 * brand through `getBrand()` in `./index.ts`, which adds the links an operator configures
 * (`BRAND_USER_AGREEMENT_URL_RU`/`_EN`, `BRAND_STREAM_DOCS_URL`): they point at the operator's own
 * legal and help pages, so the product ships none of its own.
 */

const BRAND_IDS = ['default', 'cloud-events'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

type PerLocale<T> = Record<Locale, T>;

export interface BrandConfig {
  id: BrandId;
  /** Theme applied when the event does not choose one (a name from lib/theme). */
  theme: 'default' | 'mashroom';
  /** Product name: page-title fallback, logo alt text, default copyright owner. */
  name: string;
  /** Product logo for light backgrounds (public path). */
  logo: string;
  /** The same logo with light lettering, for dark-mode events. */
  logoOnDark: string;
  /**
   * The brand's icon: an SVG for browsers' tabs, PNGs for the home screen (180 px for iOS, 192
   * and 512 px for the web app manifest) and a 32 px one for clients that only ask for
   * `/favicon.ico` (scripts/render-brand-assets.mjs renders the PNGs from the SVG).
   */
  icons: { svg: string; apple: string; png192: string; png512: string; favicon: string };
  /** Platform mark shown in the footer on the test page and for halls with branding enabled. */
  madeInLogo: string;
  /** The footer's user-agreement link per locale; not rendered where none is configured. */
  userAgreementLink: Partial<PerLocale<string>>;
  /** Footer flag: card-scheme and bank logos for paid events. */
  isShowPaymentInfo: boolean;
  /** Footer flag: the event's technical-support phone. */
  isShowPhone: boolean;
  /** The stream-keys page's OBS streaming guide; not rendered when none is configured. */
  obsStreamDocumentationLink?: string;
  /** Default poster (16:9 SVG) when the event has none. */
  poster: PerLocale<string>;
  /**
   * Default video poster when the event's poster type is video but it has no video URL: a short
   * muted VP9 WebM loop over the image poster (scripts/render-brand-assets.mjs). `null` means
   * "fall back to the image poster" (`defaultVideoPoster` does that).
   */
  videoPoster: PerLocale<string | null>;
  /**
   * Raster (1200×630 JPEG) copy of the poster for Open Graph / Twitter previews: link-preview
   * crawlers do not render SVG.
   */
  socialImage: PerLocale<string>;
}

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

/** The default brand unless `BRAND` selects another known one. */
export function brandFor(id: string | undefined): BrandConfig {
  return BRANDS[isBrandId(id) ? id : DEFAULT_BRAND_ID];
}

export interface BrandLinks {
  userAgreement: Partial<PerLocale<string>>;
  streamDocs?: string;
}

/** The brand with the operator's links; a link left unset stays unset (and is not rendered). */
export function withBrandLinks(brand: BrandConfig, links: BrandLinks): BrandConfig {
  return {
    ...brand,
    userAgreementLink: links.userAgreement,
    obsStreamDocumentationLink: links.streamDocs,
  };
}

/** The brand's default image poster for a locale (used when the event has no poster URL). */
export function defaultPoster(brand: BrandConfig, locale: Locale): string {
  return brand.poster[locale];
}

/**
 * The brand's default video poster, or its image poster when the brand ships no video, so a
 * caller always gets something to show.
 */
export function defaultVideoPoster(
  brand: BrandConfig,
  locale: Locale,
): { kind: 'video'; src: string; poster: string } | { kind: 'image'; src: string } {
  const video = brand.videoPoster[locale];
  return video
    ? { kind: 'video', src: video, poster: brand.poster[locale] }
    : { kind: 'image', src: brand.poster[locale] };
}
