import { getTranslations } from 'next-intl/server';
import { errorsText } from '@/components/organizer/text';
import { currentLocale } from '@/i18n/current-locale';
import { POLL_TYPES } from '@/lib/api/poll-types';
import { countForms, slot } from '@/lib/i18n/server-format';
import type { PollText } from './PollResults';

export async function pollText(): Promise<PollText> {
  const [t, locale, errors] = await Promise.all([
    getTranslations('polls'),
    currentLocale(),
    errorsText(),
  ]);
  return {
    types: Object.fromEntries(
      POLL_TYPES.map((type) => [type, t(`types.${type}`)]),
    ) as PollText['types'],
    closed: t('closed'),
    open: t('open'),
    correct: t('correct'),
    multipleNote: t('multipleNote'),
    rankedNote: t('rankedNote'),
    average: t('average'),
    noAnswers: t('noAnswers'),
    live: t('live'),
    empty: { title: t('empty.title'), text: t('empty.text') },
    place: t('place', { place: slot('place') }),
    averageValue: t('averageValue', { average: slot('average'), scale: slot('scale') }),
    ratingValue: t('ratingValue', { value: slot('value') }),
    refreshFailed: t('refreshFailed', { message: slot('message') }),
    votes: countForms(locale, (count) => t('votes', { count })),
    points: countForms(locale, (count) => t('points', { count })),
    totalVotes: countForms(locale, (count) => t('totalVotes', { count })),
    ratingsCount: countForms(locale, (count) => t('ratingsCount', { count })),
    answersCount: countForms(locale, (count) => t('answersCount', { count })),
    errors,
  };
}
