import { getTranslations } from 'next-intl/server';
import { showLocation } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';
import { Section, blockTitle } from './Section';

export const LOCATION_ANCHOR = 'location';

/** The place as a map query: 'Казань, ул. Баумана, 15', or just the part that is set. @internal */
export function locationQuery(
  location: { city?: string | undefined; address?: string | undefined } | undefined,
): string {
  return [location?.city, location?.address]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** OpenStreetMap's search page for the place: no API key, works for any address text. @internal */
export function mapSearchUrl(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export async function Location({ activity }: { activity: Activity }) {
  if (!showLocation(activity)) return null;

  const t = await getTranslations('location');
  const tTitles = await getTranslations('titles');
  const tLanding = await getTranslations('landing');
  const city = activity.location?.city?.trim();
  const address = activity.location?.address?.trim();
  const text = [city, address || t('addressNotSpecified')].filter(Boolean).join(', ');
  const title = blockTitle(activity.location?.blockTitle, tTitles('location'));

  return (
    <Section anchor={LOCATION_ANCHOR} title={title}>
      <div className="location-card">
        <p className="flex items-start gap-3 text-lg text-ink" data-testid="location-text">
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="mt-1 size-5 shrink-0">
            <path
              d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="9.5" r="2.5" stroke="currentColor" strokeWidth="2" />
          </svg>
          {text}
        </p>
        <a
          href={mapSearchUrl(locationQuery(activity.location))}
          target="_blank"
          rel="noopener noreferrer"
          className="map-link"
        >
          {t('showOnMap')}
          <span className="sr-only">{` ${tLanding('opensInNewTab')}`}</span>
        </a>
      </div>
    </Section>
  );
}
