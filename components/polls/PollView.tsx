import { NextIntlClientProvider } from 'next-intl';
import { islandMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import type { Poll } from '@/lib/api/schemas';
import type { ActivityTarget } from '@/lib/organizer/query';
import { PollBoard } from './PollBoard';

/** Server wrapper of the live poll board: the event's name (when known), the board and its messages. */
export async function PollView({
  locale,
  target,
  eventName,
  poll,
}: {
  locale: Locale;
  target: ActivityTarget;
  eventName?: string;
  poll: Poll | null;
}) {
  return (
    <div className="flex flex-col gap-4">
      {eventName ? <p className="text-lg text-muted">{eventName}</p> : null}
      <NextIntlClientProvider messages={await islandMessages('polls')}>
        <PollBoard target={target} initialPoll={poll} locale={locale} />
      </NextIntlClientProvider>
    </div>
  );
}
