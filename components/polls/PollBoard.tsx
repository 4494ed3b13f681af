'use client';

import { useLocale, useTranslations } from 'next-intl';
import { EmptyState, LiveNote } from '@/components/organizer/PageStates';
import { asErrorsTranslator, errorMessageFromUnknown } from '@/lib/api/error-text';
import type { Poll } from '@/lib/api/schemas';
import type { ActivityTarget } from '@/lib/organizer/query';
import { usePoll } from '@/lib/swr/use-poll';
import { PollResults } from './PollResults';

export interface PollBoardProps {
  target: ActivityTarget;
  /** The server render's last poll; `null` when the event has none yet. */
  initialPoll: Poll | null;
}

/** The event's last poll, live: results re-drawn on every refresh. */
export function PollBoard({ target, initialPoll }: PollBoardProps) {
  const locale = useLocale();
  const t = useTranslations('polls');
  const tErrors = useTranslations('errors');
  const { data, error } = usePoll(target, { fallbackData: initialPoll });
  const poll = data === undefined ? initialPoll : data;
  const problem = error
    ? t('refreshFailed', {
        message: errorMessageFromUnknown(error, asErrorsTranslator(tErrors)),
      })
    : undefined;

  return (
    <div className="flex flex-col gap-4">
      {poll ? (
        <PollResults poll={poll} locale={locale} />
      ) : (
        <EmptyState title={t('empty.title')} text={t('empty.text')} />
      )}
      <LiveNote text={t('live')} problem={problem} />
    </div>
  );
}
