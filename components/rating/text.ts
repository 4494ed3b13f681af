import { getTranslations } from 'next-intl/server';
import { errorsText } from '@/components/organizer/text';
import { currentLocale } from '@/i18n/current-locale';
import { countForms, slot } from '@/lib/i18n/server-format';
import type { RatingText } from './RatingBoard';

export async function ratingText(): Promise<RatingText> {
  const [t, locale, errors] = await Promise.all([
    getTranslations('rating'),
    currentLocale(),
    errorsText(),
  ]);
  return {
    tie: t('tie'),
    live: t('live'),
    empty: { title: t('empty.title'), text: t('empty.text') },
    placeLabel: t('placeLabel', { place: slot('place') }),
    refreshFailed: t('refreshFailed', { message: slot('message') }),
    points: countForms(locale, (count) => t('points', { count })),
    errors,
  };
}
