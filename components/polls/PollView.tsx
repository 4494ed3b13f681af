import { currentLocale } from '@/i18n/current-locale';
import type { Poll } from '@/lib/api/schemas';
import type { ActivityTarget } from '@/lib/organizer/query';
import { PollBoard } from './PollBoard';
import { pollText } from './text';

export async function PollView({
  target,
  eventName,
  poll,
}: {
  target: ActivityTarget;
  eventName?: string;
  poll: Poll | null;
}) {
  const [text, locale] = await Promise.all([pollText(), currentLocale()]);
  return (
    <div className="flex flex-col gap-4">
      {eventName ? (
        <p className="text-xl font-semibold text-muted tablet:text-2xl">{eventName}</p>
      ) : null}
      <PollBoard target={target} initialPoll={poll} text={text} locale={locale} />
    </div>
  );
}
