import type { useTranslations } from 'next-intl';
import { formatUtcOffset } from '@/lib/datetime/clock-format';
import { pluralText, type PluralText } from '@/lib/text/live-text';

/** The questions board's words, prepared on the server (QuestionsView); `{x}` are filled live. */
export interface QuestionsText {
  count: PluralText;
  order: string;
  timeNote: string;
  answered: string;
  likes: PluralText;
  presenter: string;
  presenterHint: string;
  presenterDialog: string;
  presenterExit: string;
  newer: string;
  older: string;
  /** '{index}' and '{total}'. */
  position: string;
  live: string;
  /** '{message}': the catalogue text of the failed refresh. */
  refreshFailed: string;
  emptyTitle: string;
  emptyText: string;
}

/** Same type as `getTranslations({ namespace: 'questions' })` and next-intl's `createTranslator`. */
export type QuestionsTranslator = ReturnType<typeof useTranslations<'questions'>>;

export function questionsText(
  t: QuestionsTranslator,
  locale: string,
  offsetHours: number,
): QuestionsText {
  return {
    count: pluralText(locale, (count) => t('count', { count })),
    order: t('order'),
    timeNote: t('timeNote', { offset: formatUtcOffset(offsetHours) }),
    answered: t('answered'),
    likes: pluralText(locale, (count) => t('likes', { count })),
    presenter: t('presenter'),
    presenterHint: t('presenterHint'),
    presenterDialog: t('presenterDialog'),
    presenterExit: t('presenterExit'),
    newer: t('newer'),
    older: t('older'),
    position: t('position', { index: '{index}', total: '{total}' }),
    live: t('live'),
    refreshFailed: t('refreshFailed', { message: '{message}' }),
    emptyTitle: t('empty.title'),
    emptyText: t('empty.text'),
  };
}
