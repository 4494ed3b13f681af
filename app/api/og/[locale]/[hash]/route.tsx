import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { routing } from '@/i18n/routing';
import { httpStatusFor, toApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { HASH_PATTERN } from '@/lib/api/schemas';
import { getBrand } from '@/lib/brand';
import {
  OG_FONT_CYRILLIC,
  OG_FONT_LATIN,
  OG_HEIGHT,
  OG_WIDTH,
  OgFallbackImage,
  OgImage,
  loadPoster,
  ogImageContent,
} from '@/lib/seo/og-image';

/**
 * The per-event Open Graph image (`/api/og/<locale>/<hash>`), linked from the landings' metadata.
 * Crawlers fetch it rarely and CDNs keep it, so it is rendered on demand and cached by headers.
 */

const CACHE_IMAGE = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';
/** The upstream failed: a placeholder now, the real image soon after. */
const CACHE_FALLBACK = 'public, max-age=60, s-maxage=60';
const CACHE_NOT_FOUND = 'public, max-age=60, s-maxage=60';

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
    console.error('OG image fonts could not be read', error);
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

function png(body: ArrayBuffer, cacheControl: string): Response {
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

type Context = { params: Promise<{ locale: string; hash: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, hash } = await params;
  if (!hasLocale(routing.locales, locale) || !HASH_PATTERN.test(hash)) return notFound();
  const brand = getBrand();
  const fallback = async () =>
    png(await renderPng(<OgFallbackImage brandName={brand.name} />), CACHE_FALLBACK);

  let activity;
  try {
    activity = await getActivity(hash);
  } catch (error) {
    if (httpStatusFor(toApiError(error, 'eventor')) === 404) return notFound();
    return fallback();
  }

  const [t, posterSrc] = await Promise.all([
    getTranslations({ locale, namespace: 'activity' }),
    loadPoster(activity.activityPoster?.url),
  ]);
  const content = ogImageContent({
    activity,
    locale,
    brandName: brand.name,
    brandTheme: brand.theme,
    formatLabel: t(`type.${activity.type}`),
    posterSrc,
  });
  try {
    return png(await renderPng(<OgImage {...content} />), CACHE_IMAGE);
  } catch (error) {
    console.warn('OG image could not be drawn', error);
  }
  // A poster satori cannot decode must not cost the preview: draw again without it, and as a
  // last resort the branded placeholder.
  if (content.posterSrc) {
    try {
      return png(await renderPng(<OgImage {...content} posterSrc={undefined} />), CACHE_IMAGE);
    } catch (error) {
      console.warn('OG image could not be drawn without its poster', error);
    }
  }
  return fallback();
}
