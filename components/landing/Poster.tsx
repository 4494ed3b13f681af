import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import { defaultPoster, defaultVideoPoster, type BrandConfig } from '@/lib/brand/brands';

/** The brand's per-locale defaults stand in for missing URLs. */

export interface PosterProps {
  activity: Activity;
  brand: BrandConfig;
}

export type PosterMedia =
  { kind: 'video'; src: string; poster: string } | { kind: 'image'; src: string };

/** @internal */
export function posterMedia(activity: Activity, brand: BrandConfig, locale: Locale): PosterMedia {
  const image = activity.activityPoster?.url ?? defaultPoster(brand, locale);
  if (activity.posterType !== 'video') return { kind: 'image', src: image };
  const video = activity.videoPoster?.url;
  if (video) return { kind: 'video', src: video, poster: image };
  // The brand default video keeps its own matching still; a brand without one falls back to it.
  return defaultVideoPoster(brand, locale);
}

export async function Poster({ activity, brand }: PosterProps) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('landing')]);
  const media = posterMedia(activity, brand, locale);

  return (
    <div className="poster" data-testid="poster">
      {media.kind === 'video' ? (
        <video
          src={media.src}
          poster={media.poster}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-label={t('videoPosterLabel', { name: activity.name })}
          className="size-full object-cover"
        />
      ) : (
        // The first screen's largest picture: fetched first and decoded with the paint that
        // shows it, so no empty box is painted before it.
        // eslint-disable-next-line @next/next/no-img-element -- organizer CDN image, not optimisable by next/image without a host allowlist
        <img
          src={media.src}
          alt={t('posterAlt', { name: activity.name })}
          width={1240}
          height={698}
          fetchPriority="high"
          decoding="sync"
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
