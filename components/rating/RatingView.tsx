import { currentLocale } from '@/i18n/current-locale';
import type { ActivityTarget } from '@/lib/organizer/query';
import type { RatingEntry } from '@/lib/rating/model';
import { RatingBoard } from './RatingBoard';
import { ratingText } from './text';

export async function RatingView({
  target,
  eventName,
  entries,
}: {
  target: ActivityTarget;
  eventName?: string;
  entries: RatingEntry[];
}) {
  const [text, locale] = await Promise.all([ratingText(), currentLocale()]);
  return (
    <div className="flex flex-col gap-4">
      {eventName ? <p className="text-lg text-muted">{eventName}</p> : null}
      <RatingBoard target={target} initialEntries={entries} text={text} locale={locale} />
    </div>
  );
}
