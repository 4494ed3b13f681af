import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { routing, type Locale } from '@/i18n/routing';
import { httpStatusFor, toApiError } from '@/lib/api/errors';
import { getActivity, getOgCard } from '@/lib/api/readers';
import { HASH_PATTERN, type Activity } from '@/lib/api/schemas';
import { getBrand, type BrandConfig } from '@/lib/brand';
import { OG_CARD, OG_FALLBACK_SECONDS } from '@/lib/cache/periods.mjs';
import { getConfig } from '@/lib/config';
import { errorMessage, log } from '@/lib/log/log.mjs';
import { countRender } from '@/lib/metrics';
import { ogCardVersion } from '@/lib/seo/landing-metadata';
import {
  OG_FONT_CYRILLIC,
  OG_FONT_LATIN,
  OG_HEIGHT,
  OG_WIDTH,
  OgImage,
  loadPoster,
  ogImageContent,
  type OgImageContent,
} from '@/lib/seo/og-image';

/**
 * The per-event Open Graph image (`/api/og/<locale>/<hash>`), linked from the landings' metadata.
 * Answered like a landing: from Next's cache per (locale, hash), regenerated every period in the
 * background (ISR; `revalidateTag('activity:<hash>')` expires it at once). The query (`?v=…`,
 * the card version the landings add for link-preview caches) is never read, so no value of it
 * reaches a render. A regeneration draws only when the card's content changed: the PNG is kept
 * per (brand, locale, hash, version) in the data cache (`getOgCard`, lib/api/readers.ts).
 */

// Must stay literals for Next: the period (REVALIDATE_SECONDS, lib/cache/periods.test.ts checks
// it), and hashes rendered on first request.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ locale: string; hash: string }> {
  return [];
}

const CACHE_IMAGE = `public, max-age=${OG_CARD.browser}, s-maxage=${OG_CARD.shared}, stale-while-revalidate=${OG_CARD.stale}`;
/** No card now (unknown event, upstream down, drawing failed): a 404 or the brand's image, briefly. */
const CACHE_BRIEF = `public, max-age=${OG_FALLBACK_SECONDS}, s-maxage=${OG_FALLBACK_SECONDS}`;

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/**
 * Satori reads WOFF but not WOFF2, so the `.woff` files of @fontsource/inter are read from
 * node_modules at request time. A standalone build (`output: 'standalone'`) must copy them:
 * list `node_modules/@fontsource/inter/files/inter-{latin,cyrillic}-{400,700}-normal.woff` in
 * `outputFileTracingIncludes` for this route.
 */
const FONT_FILES: ReadonlyArray<readonly [file: string, name: string, weight: Font['weight']]> = [
  ['inter-latin-400-normal.woff', OG_FONT_LATIN, 400],
  ['inter-latin-700-normal.woff', OG_FONT_LATIN, 700],
  ['inter-cyrillic-400-normal.woff', OG_FONT_CYRILLIC, 400],
  ['inter-cyrillic-700-normal.woff', OG_FONT_CYRILLIC, 700],
];

let fontsPromise: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fontsPromise ??= Promise.all(
    FONT_FILES.map(async ([file, name, weight]) => ({
      name,
      data: await readFile(path.join(process.cwd(), 'node_modules/@fontsource/inter/files', file)),
      weight,
      style: 'normal' as const,
    })),
  ).catch((error: unknown) => {
    // Retried on the next request; meanwhile satori's built-in Latin font draws what it can.
    fontsPromise = undefined;
    log('error', 'card_failure', { stage: 'fonts', error: errorMessage(error) });
    return [];
  });
  return fontsPromise;
}

/**
 * Rendered to the end before answering: ImageResponse streams, so a drawing error would otherwise
 * surface after a 200 had been sent.
 */
async function renderPng(element: ReactElement): Promise<ArrayBuffer> {
  const fonts = await loadFonts();
  const response = new ImageResponse(element, {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: fonts.length > 0 ? fonts : undefined,
  });
  return response.arrayBuffer();
}

function png(body: Uint8Array<ArrayBuffer>, cacheControl: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function notFound(): Response {
  return Response.json(
    { error: 'NOT_FOUND' },
    { status: 404, headers: { 'Cache-Control': CACHE_BRIEF } },
  );
}

/** Where the card cannot be made: the brand's default social image for the locale. */
function brandSocialImage(brand: BrandConfig, locale: Locale): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: brand.socialImage[locale], 'Cache-Control': CACHE_BRIEF },
  });
}

/**
 * Draws the card; a poster satori cannot decode must not cost the preview, so it draws again
 * without it. Throws when neither drawing works.
 */
async function drawCard(content: OgImageContent): Promise<string> {
  try {
    return Buffer.from(await renderPng(<OgImage {...content} />)).toString('base64');
  } catch (error) {
    if (!content.posterSrc) throw error;
    log('warn', 'card_failure', { stage: 'poster', error: errorMessage(error) });
  }
  return Buffer.from(await renderPng(<OgImage {...content} posterSrc={undefined} />)).toString(
    'base64',
  );
}

/** The event's card as PNG bytes, drawn once per (brand, locale, hash, card version). */
async function cardFor(activity: Activity, locale: Locale, brand: BrandConfig): Promise<string> {
  const draw = async () => {
    const [t, posterSrc] = await Promise.all([
      getTranslations({ locale, namespace: 'activity' }),
      loadPoster(activity.activityPoster?.url, {
        ownOrigins: [getConfig().SITE_URL, getConfig().MEDIA_API_URL],
      }),
    ]);
    return drawCard(
      ogImageContent({
        activity,
        locale,
        brandName: brand.name,
        brandTheme: brand.theme,
        formatLabel: t(`type.${activity.type}`),
        posterSrc,
      }),
    );
  };
  return getOgCard(
    { brandId: brand.id, locale, hash: activity.hash, cardVersion: ogCardVersion(activity) },
    draw,
  );
}

type Context = { params: Promise<{ locale: string; hash: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, hash } = await params;
  if (!hasLocale(routing.locales, locale) || !HASH_PATTERN.test(hash)) return notFound();
  const brand = getBrand();
  // Each call is a render of the cached card (a cache miss), counted like a landing's.
  const page = `${locale}/og/${hash}`;

  let activity: Activity;
  try {
    activity = await getActivity(hash);
  } catch (error) {
    if (httpStatusFor(toApiError(error, 'eventor')) === 404) {
      countRender('og', 'not_found', page);
      return notFound();
    }
    countRender('og', 'error', page);
    return brandSocialImage(brand, locale);
  }
  try {
    const card = png(Buffer.from(await cardFor(activity, locale, brand), 'base64'), CACHE_IMAGE);
    countRender('og', 'ok', page);
    return card;
  } catch (error) {
    log('warn', 'card_failure', { stage: 'draw', error: errorMessage(error) });
    countRender('og', 'error', page);
    return brandSocialImage(brand, locale);
  }
}
