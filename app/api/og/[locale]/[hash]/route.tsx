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

// Cached like a landing; the `?v=` query is never read, and a drawing is kept per card version.

// Literals for Next, checked by lib/cache/periods.test.ts.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ locale: string; hash: string }> {
  return [];
}

const CACHE_IMAGE = `public, max-age=${OG_CARD.browser}, s-maxage=${OG_CARD.shared}, stale-while-revalidate=${OG_CARD.stale}`;
const CACHE_BRIEF = `public, max-age=${OG_FALLBACK_SECONDS}, s-maxage=${OG_FALLBACK_SECONDS}`;

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/** Satori reads WOFF, not WOFF2; next.config.mjs traces these files for the standalone build. */
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
    // Retried on the next request; satori's built-in Latin font draws meanwhile.
    fontsPromise = undefined;
    log('error', 'card_failure', { stage: 'fonts', error: errorMessage(error) });
    return [];
  });
  return fontsPromise;
}

/** ImageResponse streams: a drawing error would otherwise surface after a 200. */
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

function brandSocialImage(brand: BrandConfig, locale: Locale): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: brand.socialImage[locale], 'Cache-Control': CACHE_BRIEF },
  });
}

/** A poster satori cannot decode must not cost the preview. */
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
