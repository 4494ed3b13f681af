import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { unstable_cache } from 'next/cache';
import { routing, type Locale } from '@/i18n/routing';
import { httpStatusFor, toApiError } from '@/lib/api/errors';
import { activityTag, getActivity } from '@/lib/api/readers';
import { HASH_PATTERN, type Activity } from '@/lib/api/schemas';
import { getBrand, type BrandConfig } from '@/lib/brand';
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
 * Answered like a landing: from Next's cache per (locale, hash), regenerated every 30 s in the
 * background (ISR; `revalidateTag('activity:<hash>')` expires it at once). The query (`?v=…`,
 * the card version the landings add for link-preview caches) is never read, so no value of it
 * reaches a render. A regeneration draws only when the card's content changed: the PNG is kept
 * per (brand, locale, hash, version) in the data cache (`unstable_cache`).
 */

// Must stay literals for Next: the landings' period, and hashes rendered on first request.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ locale: string; hash: string }> {
  return [];
}

const CACHE_IMAGE = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';
/** The card cannot be made now (upstream down, drawing failed): the brand's image, briefly. */
const CACHE_FALLBACK = 'public, max-age=60, s-maxage=60';
const CACHE_NOT_FOUND = 'public, max-age=60, s-maxage=60';
/** Drawn cards outlive any content version by far; old versions simply age out. */
const CARD_CACHE_SECONDS = 7 * 24 * 60 * 60;

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
    { status: 404, headers: { 'Cache-Control': CACHE_NOT_FOUND } },
  );
}

/** Where the card cannot be made: the brand's default social image for the locale. */
function brandSocialImage(brand: BrandConfig, locale: Locale): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: brand.socialImage[locale], 'Cache-Control': CACHE_FALLBACK },
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
      loadPoster(activity.activityPoster?.url, { ownOrigins: [getConfig().SITE_URL] }),
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
  return unstable_cache(
    draw,
    ['og-card', brand.id, locale, activity.hash, ogCardVersion(activity)],
    {
      revalidate: CARD_CACHE_SECONDS,
      tags: [activityTag(activity.hash)],
    },
  )();
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
