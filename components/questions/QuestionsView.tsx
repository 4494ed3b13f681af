import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Question } from '@/lib/questions/model';
import { QuestionsBoard } from './QuestionsBoard';
import { questionsText } from './questions-text';

/** Server wrapper of the live questions board: the event's name and the board's words. */
export async function QuestionsView({
  locale,
  hash,
  eventName,
  questions,
  offsetHours,
}: {
  locale: Locale;
  hash: string;
  eventName: string;
  questions: Question[];
  offsetHours: number;
}) {
  const t = await getTranslations({ locale, namespace: 'questions' });
  const text = questionsText(t, locale, offsetHours);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg text-muted">{eventName}</p>
      <QuestionsBoard
        hash={hash}
        initialQuestions={questions}
        offsetHours={offsetHours}
        text={text}
      />
    </div>
  );
}
