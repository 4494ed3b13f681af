'use client';

import { useTranslations } from 'next-intl';
import { EmptyState, LiveNote } from '@/components/organizer/PageStates';
import { asErrorsTranslator, errorMessageFromUnknown } from '@/lib/api/error-text';
import type { Poll } from '@/lib/api/schemas';
import type { ActivityTarget } from '@/lib/organizer/query';
import { usePoll } from '@/lib/swr/use-poll';
import { fillText } from '@/lib/text/live-text';
import { PollResults } from './PollResults';
import type { PollsText } from './polls-text';

export interface PollBoardProps {
  target: ActivityTarget;
  /** The server render's last poll; `null` when the event has none yet. */
  initialPoll: Poll | null;
  text: PollsText;
  locale: string;
}

/** The last poll of the event, live: results re-drawn on every 5-second refresh. */
export function PollBoard({ target, initialPoll, text, locale }: PollBoardProps) {
  const tErrors = useTranslations('errors');
  const { data, error } = usePoll(target, { fallbackData: initialPoll });
  const poll = data === undefined ? initialPoll : data;
  const problem = error
    ? fillText(text.refreshFailed, {
        message: errorMessageFromUnknown(error, asErrorsTranslator(tErrors)),
      })
    : undefined;

  return (
    <div className="flex flex-col gap-4">
      {poll ? (
        <PollResults poll={poll} text={text} locale={locale} />
      ) : (
        <EmptyState title={text.emptyTitle} text={text.emptyText} />
      )}
      <LiveNote text={text.live} problem={problem} />
    </div>
  );
}
