import { NextIntlClientProvider } from 'next-intl';
import { islandMessages } from '@/i18n/client-messages';
import type { Question } from '@/lib/questions/model';
import { QuestionsBoard } from './QuestionsBoard';

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
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg text-muted">{eventName}</p>
      <NextIntlClientProvider messages={await islandMessages('questions')}>
        <QuestionsBoard hash={hash} initialQuestions={questions} offsetHours={offsetHours} />
      </NextIntlClientProvider>
    </div>
  );
}
