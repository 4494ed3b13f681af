import { getTranslations } from 'next-intl/server';
import { errorsText } from '@/components/organizer/text';
import { currentLocale } from '@/i18n/current-locale';
import { formatUtcOffset } from '@/lib/datetime/utc-offset';
import { countForms, slot } from '@/lib/i18n/server-format';
import type { QuestionsText } from './QuestionMeta';

export async function questionsText(offsetHours: number): Promise<QuestionsText> {
  const [t, locale, errors] = await Promise.all([
    getTranslations('questions'),
    currentLocale(),
    errorsText(),
  ]);
  return {
    order: t('order'),
    timeNote: t('timeNote', { offset: formatUtcOffset(offsetHours) }),
    answered: t('answered'),
    presenter: t('presenter'),
    presenterHint: t('presenterHint'),
    presenterDialog: t('presenterDialog'),
    presenterExit: t('presenterExit'),
    newer: t('newer'),
    older: t('older'),
    live: t('live'),
    empty: { title: t('empty.title'), text: t('empty.text') },
    position: t('position', { index: slot('index'), total: slot('total') }),
    refreshFailed: t('refreshFailed', { message: slot('message') }),
    count: countForms(locale, (count) => t('count', { count })),
    likes: countForms(locale, (count) => t('likes', { count })),
    errors,
  };
}
