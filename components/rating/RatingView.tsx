import { NextIntlClientProvider } from 'next-intl';
import { islandMessages } from '@/i18n/client-messages';
import type { ActivityTarget } from '@/lib/organizer/query';
import type { RatingEntry } from '@/lib/rating/model';
import { RatingBoard } from './RatingBoard';

export async function RatingView({
  target,
  eventName,
  entries,
}: {
  target: ActivityTarget;
  eventName?: string;
  entries: RatingEntry[];
}) {
  return (
    <div className="flex flex-col gap-4">
      {eventName ? <p className="text-lg text-muted">{eventName}</p> : null}
      <NextIntlClientProvider messages={await islandMessages('rating')}>
        <RatingBoard target={target} initialEntries={entries} />
      </NextIntlClientProvider>
    </div>
  );
}
