'use client';

import { EmptyState, LiveNote } from '@/components/organizer/PageStates';
import { errorMessageFromUnknown, errorsFrom } from '@/lib/api/error-text';
import type { Locale } from '@/i18n/locales';
import { fill } from '@/lib/i18n/client-format';
import type { Poll } from '@/lib/api/schemas';
import type { ActivityTarget } from '@/lib/organizer/query';
import { usePoll } from '@/lib/swr/use-poll';
import { PollResults, type PollText } from './PollResults';

export interface PollBoardProps {
  text: PollText;
  locale: Locale;
  target: ActivityTarget;
  /** The server render's last poll; `null` when the event has none yet. */
  initialPoll: Poll | null;
}

/** The event's last poll, live: results re-drawn on every refresh. */
export function PollBoard({ target, initialPoll, text, locale }: PollBoardProps) {
  const { data, error } = usePoll(target, { fallbackData: initialPoll });
  const poll = data === undefined ? initialPoll : data;
  const problem = error
    ? fill(text.refreshFailed, { message: errorMessageFromUnknown(error, errorsFrom(text.errors)) })
    : undefined;

  return (
    <div className="flex flex-col gap-4">
      {poll ? (
        <PollResults poll={poll} locale={locale} text={text} />
      ) : (
        <EmptyState title={text.empty.title} text={text.empty.text} />
      )}
      <LiveNote text={text.live} problem={problem} />
    </div>
  );
}
