import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Poll } from '@/lib/api/schemas';
import type { ActivityTarget } from '@/lib/organizer/query';
import { PollBoard } from './PollBoard';
import { pollsText } from './polls-text';

/** Server wrapper of the live poll board: the event's name (when known) and the board's words. */
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
  const t = await getTranslations({ locale, namespace: 'polls' });
  return (
    <div className="flex flex-col gap-4">
      {eventName ? <p className="text-lg text-muted">{eventName}</p> : null}
      <PollBoard target={target} initialPoll={poll} text={pollsText(t, locale)} locale={locale} />
    </div>
  );
}
