import type { CSSProperties } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import { isHttpUrl } from '@/lib/api/schemas';
import { safeFetch, type SafeFetcher } from '@/lib/security/safe-fetch';
import { formatStartPill } from '@/lib/datetime/format';
import {
  DARK_BACKGROUND,
  THEME_ACCENTS,
  accentContrast,
  accentTextColor,
  type ThemeName,
} from '@/lib/theme/themes';

// Drawn by satori: props in, JSX out, no I/O; every element with several children needs flex.

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Satori keeps one font per name and weight, so each subset needs its own name. */
export const OG_FONT_LATIN = 'Inter';
export const OG_FONT_CYRILLIC = 'Inter Cyrillic';
const OG_FONT_FAMILY = `${OG_FONT_LATIN}, ${OG_FONT_CYRILLIC}`;

const PADDING = 64;
const BAR_WIDTH = 20;
const POSTER_WIDTH = 448;
const POSTER_HEIGHT = 252; // 16:9
const COLUMN_GAP = 48;
/** Longer names would be clamped anyway. */
const TITLE_MAX_CHARS = 140;

const LIGHT = { background: '#ffffff', foreground: '#1a1d21', muted: '#5b6470' } as const;
const DARK = { background: DARK_BACKGROUND, foreground: '#f2f4f5', muted: '#a3abb3' } as const;

export interface OgImageContent {
  title: string;
  dateText: string;
  formatLabel: string;
  brandName: string;
  theme: ThemeName;
  darkMode: boolean;
  /** Already fetched: satori must not fetch on its own. */
  posterSrc?: string;
}

export interface OgImageContentInput {
  activity: Activity;
  locale: Locale;
  brandName: string;
  brandTheme: ThemeName;
  formatLabel: string;
  posterSrc?: string;
}

export function ogImageContent({
  activity,
  locale,
  brandName,
  brandTheme,
  formatLabel,
  posterSrc,
}: OgImageContentInput): OgImageContent {
  const title = activity.name.trim() || brandName;
  return {
    title: title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1)}…` : title,
    dateText: formatStartPill(activity, locale),
    formatLabel,
    brandName,
    theme: activity.theme ?? brandTheme,
    darkMode: activity.darkMode === true,
    posterSrc,
  };
}

/** Each step keeps a name of that length within three lines of its column. @internal */
export function titleFontSize(title: string, withPoster: boolean): number {
  const length = title.length;
  if (withPoster) {
    if (length <= 24) return 64;
    if (length <= 48) return 50;
    return 40;
  }
  if (length <= 30) return 84;
  if (length <= 60) return 72;
  return 56;
}

const fill: CSSProperties = { width: OG_WIDTH, height: OG_HEIGHT, display: 'flex' };

export function OgImage({
  title,
  dateText,
  formatLabel,
  brandName,
  theme,
  darkMode,
  posterSrc,
}: OgImageContent) {
  const accent = THEME_ACCENTS[theme];
  const palette = darkMode ? DARK : LIGHT;
  const textWidth =
    OG_WIDTH - BAR_WIDTH - PADDING * 2 - (posterSrc ? POSTER_WIDTH + COLUMN_GAP : 0);
  return (
    <div
      style={{
        ...fill,
        flexDirection: 'row',
        backgroundColor: palette.background,
        color: palette.foreground,
        fontFamily: OG_FONT_FAMILY,
      }}
    >
      <div style={{ width: BAR_WIDTH, height: OG_HEIGHT, backgroundColor: accent }} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: OG_WIDTH - BAR_WIDTH,
          height: OG_HEIGHT,
          padding: PADDING,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <div
            style={{
              display: 'flex',
              padding: '8px 22px',
              borderRadius: 999,
              backgroundColor: accent,
              color: accentContrast(accent),
              fontSize: 26,
              fontWeight: 700,
            }}
          >
            {formatLabel}
          </div>
          <div style={{ display: 'flex', fontSize: 28, fontWeight: 700, color: palette.muted }}>
            {brandName}
          </div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: COLUMN_GAP }}>
          <div
            style={{
              display: 'block',
              lineClamp: 3,
              width: textWidth,
              fontSize: titleFontSize(title, Boolean(posterSrc)),
              fontWeight: 700,
              lineHeight: 1.15,
            }}
          >
            {title}
          </div>
          {posterSrc ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={posterSrc}
              alt=""
              width={POSTER_WIDTH}
              height={POSTER_HEIGHT}
              style={{ objectFit: 'cover', borderRadius: 16 }}
            />
          ) : null}
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: 32,
            color: accentTextColor(accent, palette.background),
            fontWeight: 700,
          }}
        >
          {dateText}
        </div>
      </div>
    </div>
  );
}

/** Satori cannot decode WebP or AVIF. */
const POSTER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'] as const;
const POSTER_MAX_BYTES = 3 * 1024 * 1024;
/** @internal */
export const POSTER_TIMEOUT_MS = 1500;

/** @internal */
export function posterMimeType(contentType: string | null): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return POSTER_TYPES.find((known) => known === type);
}

export interface LoadPosterOptions {
  ownOrigins?: readonly string[];
  timeoutMs?: number;
  fetcher?: SafeFetcher;
}

/** `undefined` when it cannot be had quickly and safely: the card is then drawn without it. */
export async function loadPoster(
  url: string | undefined,
  { ownOrigins = [], timeoutMs = POSTER_TIMEOUT_MS, fetcher = safeFetch }: LoadPosterOptions = {},
): Promise<string | undefined> {
  if (!isHttpUrl(url)) return undefined;
  try {
    const response = await fetcher(url, {
      ownOrigins,
      timeoutMs,
      maxBytes: POSTER_MAX_BYTES,
      headers: { accept: POSTER_TYPES.join(', ') },
    });
    const type = posterMimeType(response.headers['content-type'] ?? null);
    if (response.status < 200 || response.status >= 300 || !type) return undefined;
    if (response.body.byteLength === 0) return undefined;
    return `data:${type};base64,${response.body.toString('base64')}`;
  } catch {
    return undefined;
  }
}
