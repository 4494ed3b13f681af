import { cache, type CSSProperties } from 'react';
import type { Breakpoint, PictureSource } from '@/lib/api/schemas';
import { safeImageUrl } from '@/lib/security/safe-url';

// A plain `<picture>` rather than next/image: sources differ per breakpoint and come from
// organizers' CDNs, which next/image could only load through an allowlist of remote hosts.

// The upstream gives no widths: art direction switches where the layout does.
const PICTURE_BREAKPOINTS: Readonly<Record<Breakpoint, number>> = {
  xs: 0,
  sm: 414,
  md: 768,
  lg: 1024,
  xl: 1440,
};

const LOGO_MAX_HEIGHT = 60;
export const HEADER_LOGO_MAX_HEIGHT = 40;

/** Widest first: the browser takes the first `<source>` whose media query matches. */
const WIDEST_FIRST = (Object.keys(PICTURE_BREAKPOINTS) as Breakpoint[]).sort(
  (a, b) => PICTURE_BREAKPOINTS[b] - PICTURE_BREAKPOINTS[a],
);

export interface PictureProps {
  src: string;
  alt?: string;
  imageSources?: Partial<Record<Breakpoint, PictureSource | undefined>>;
  isLogo?: boolean;
  /** Max height in px; for logos it defaults to LOGO_MAX_HEIGHT. */
  maxHeight?: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  width?: number;
  height?: number;
}

interface ResolvedSource {
  breakpoint: Breakpoint;
  simple: string;
  srcSet: string;
  media: string | undefined;
}

// The RSC payload writes each undefined prop out, once per image: they are dropped.
function defined<T extends object>(props: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(props).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function resolveSource(
  breakpoint: Breakpoint,
  source: PictureSource | undefined,
): ResolvedSource | undefined {
  const simple = safeImageUrl(source?.simple);
  if (!simple) return undefined;
  const retina = safeImageUrl(source?.retina);
  const minWidth = PICTURE_BREAKPOINTS[breakpoint];
  return {
    breakpoint,
    simple,
    srcSet: retina ? `${simple} 1x, ${retina} 2x` : simple,
    // The narrowest breakpoint needs no query: it is the catch-all.
    media: minWidth > 0 ? `(min-width: ${minWidth}px)` : undefined,
  };
}

// Made once per request and set of images: the header and the banner show the same logo, and
// the RSC payload sends a list it has already sent as a reference.
const artDirection = cache((imageSources: PictureProps['imageSources']) => {
  const sources = WIDEST_FIRST.flatMap((breakpoint) => {
    const source = resolveSource(breakpoint, imageSources?.[breakpoint]);
    return source ? [source] : [];
  });
  return {
    narrowest: sources[sources.length - 1]?.simple,
    elements: sources.map((source) => (
      <source
        key={source.breakpoint}
        srcSet={source.srcSet}
        {...defined({ media: source.media })}
      />
    )),
  };
});

export function Picture({
  src,
  alt = '',
  imageSources,
  isLogo = false,
  maxHeight,
  className,
  loading = 'lazy',
  width,
  height,
}: PictureProps) {
  const sources = artDirection(imageSources);

  // Without a usable `src`, fall back to the narrowest source so the <img> still has one.
  const fallback = safeImageUrl(src) ?? sources.narrowest;
  if (!fallback) return null;

  const limit = maxHeight ?? (isLogo ? LOGO_MAX_HEIGHT : undefined);
  // Logos keep their aspect ratio inside the box whatever width/height attributes say.
  const style: CSSProperties = {
    ...(limit !== undefined ? { maxHeight: `${limit}px` } : {}),
    ...(isLogo ? { width: 'auto', height: 'auto', maxWidth: '100%' } : {}),
  };
  const classes = [isLogo ? 'object-contain' : undefined, className].filter(Boolean).join(' ');

  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- organizer CDN images (see the module comment)
    <img
      src={fallback}
      alt={alt}
      loading={loading}
      decoding="async"
      {...defined({
        width,
        height,
        className: classes || undefined,
        style: Object.keys(style).length > 0 ? style : undefined,
      })}
    />
  );
  if (sources.elements.length === 0) return image;
  return (
    <picture>
      {sources.elements}
      {image}
    </picture>
  );
}
