import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ActivityTarget } from '@/lib/organizer/query';
import type { RatingEntry } from '@/lib/rating/model';
import { RatingBoard } from './RatingBoard';
import { ratingText } from './rating-text';

/** Server wrapper of the live rating: the event's name (when known) and the board's words. */
export async function RatingView({
  locale,
  target,
  eventName,
  entries,
}: {
  locale: Locale;
  target: ActivityTarget;
  eventName?: string;
  entries: RatingEntry[];
}) {
  const t = await getTranslations({ locale, namespace: 'rating' });
  return (
    <div className="flex flex-col gap-4">
      {eventName ? <p className="text-lg text-muted">{eventName}</p> : null}
      <RatingBoard target={target} initialEntries={entries} text={ratingText(t, locale)} />
    </div>
  );
}
