import type { useTranslations } from 'next-intl';
import { pluralText, type PluralText } from '@/lib/text/live-text';

/** The rating board's words, prepared on the server (RatingView); `{x}` are filled live. */
export interface RatingText {
  /** '{place}'. */
  placeLabel: string;
  tie: string;
  points: PluralText;
  live: string;
  /** '{message}'. */
  refreshFailed: string;
  emptyTitle: string;
  emptyText: string;
}

export type RatingTranslator = ReturnType<typeof useTranslations<'rating'>>;

export function ratingText(t: RatingTranslator, locale: string): RatingText {
  return {
    placeLabel: t('placeLabel', { place: '{place}' }),
    tie: t('tie'),
    points: pluralText(locale, (count) => t('points', { count })),
    live: t('live'),
    refreshFailed: t('refreshFailed', { message: '{message}' }),
    emptyTitle: t('empty.title'),
    emptyText: t('empty.text'),
  };
}
