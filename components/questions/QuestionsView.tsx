import { currentLocale } from '@/i18n/current-locale';
import type { Question } from '@/lib/questions/model';
import { QuestionsBoard } from './QuestionsBoard';
import { questionsText } from './text';

export async function QuestionsView({
  hash,
  eventName,
  questions,
  offsetHours,
}: {
  hash: string;
  eventName: string;
  questions: Question[];
  offsetHours: number;
}) {
  const [text, locale] = await Promise.all([questionsText(offsetHours), currentLocale()]);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg text-muted">{eventName}</p>
      <QuestionsBoard
        hash={hash}
        initialQuestions={questions}
        offsetHours={offsetHours}
        text={text}
        locale={locale}
      />
    </div>
  );
}
