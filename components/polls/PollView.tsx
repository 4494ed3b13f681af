import { NextIntlClientProvider } from 'next-intl';
import { islandMessages } from '@/i18n/client-messages';
import type { Poll } from '@/lib/api/schemas';
import type { ActivityTarget } from '@/lib/organizer/query';
import { PollBoard } from './PollBoard';

export async function PollView({
  target,
  eventName,
  poll,
}: {
  target: ActivityTarget;
  eventName?: string;
  poll: Poll | null;
}) {
  return (
    <div className="flex flex-col gap-4">
      {eventName ? (
        <p className="text-xl font-semibold text-muted tablet:text-2xl">{eventName}</p>
      ) : null}
      <NextIntlClientProvider messages={await islandMessages('polls')}>
        <PollBoard target={target} initialPoll={poll} />
      </NextIntlClientProvider>
    </div>
  );
}
