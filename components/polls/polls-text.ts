import type { useTranslations } from 'next-intl';
import type { PollType } from '@/lib/api/schemas';
import { pluralText, type PluralText } from '@/lib/text/live-text';

/** The poll board's words, prepared on the server (PollView); `{x}` are filled live. */
export interface PollsText {
  types: Record<PollType, string>;
  closed: string;
  open: string;
  votes: PluralText;
  points: PluralText;
  /** '{count}'. */
  totalVotes: string;
  correct: string;
  multipleNote: string;
  rankedNote: string;
  /** '{place}'. */
  place: string;
  average: string;
  /** '{average}' and '{scale}'. */
  averageValue: string;
  /** '{count}'. */
  ratingsCount: string;
  /** '{value}'. */
  ratingValue: string;
  /** '{count}'. */
  answersCount: string;
  noAnswers: string;
  live: string;
  /** '{message}'. */
  refreshFailed: string;
  emptyTitle: string;
  emptyText: string;
}

export type PollsTranslator = ReturnType<typeof useTranslations<'polls'>>;

export function pollsText(t: PollsTranslator, locale: string): PollsText {
  return {
    types: {
      'single-choice': t('types.single-choice'),
      'multiple-choice': t('types.multiple-choice'),
      'single-correct': t('types.single-correct'),
      'ranked-choice': t('types.ranked-choice'),
      'rating-choice': t('types.rating-choice'),
      'open-choice': t('types.open-choice'),
    },
    closed: t('closed'),
    open: t('open'),
    votes: pluralText(locale, (count) => t('votes', { count })),
    points: pluralText(locale, (count) => t('points', { count })),
    totalVotes: t('totalVotes', { count: '{count}' }),
    correct: t('correct'),
    multipleNote: t('multipleNote'),
    rankedNote: t('rankedNote'),
    place: t('place', { place: '{place}' }),
    average: t('average'),
    averageValue: t('averageValue', { average: '{average}', scale: '{scale}' }),
    ratingsCount: t('ratingsCount', { count: '{count}' }),
    ratingValue: t('ratingValue', { value: '{value}' }),
    answersCount: t('answersCount', { count: '{count}' }),
    noAnswers: t('noAnswers'),
    live: t('live'),
    refreshFailed: t('refreshFailed', { message: '{message}' }),
    emptyTitle: t('empty.title'),
    emptyText: t('empty.text'),
  };
}
