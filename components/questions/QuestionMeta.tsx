'use client';

import { formatTime } from '@/lib/datetime/clock-format';
import type { Locale } from '@/i18n/locales';
import { formatCount, type CountForms } from '@/lib/i18n/client-format';
import type { Question } from '@/lib/questions/model';

/** The questions page's texts, formatted by the server (components/questions/text.ts). */
export interface QuestionsText {
  order: string;
  timeNote: string;
  answered: string;
  presenter: string;
  presenterHint: string;
  presenterDialog: string;
  presenterExit: string;
  newer: string;
  older: string;
  live: string;
  empty: { title: string; text: string };
  /** `{index}`, `{total}` */
  position: string;
  /** `{message}` */
  refreshFailed: string;
  count: CountForms;
  likes: CountForms;
  errors: Record<string, string>;
}

export function QuestionMeta({
  question,
  offsetHours,
  large = false,
  text,
  locale,
}: {
  text: QuestionsText;
  locale: Locale;
  question: Question;
  offsetHours: number;
  large?: boolean;
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${large ? 'text-2xl laptop:text-3xl' : 'text-sm'}`}
    >
      <span className="font-bold">{question.author}</span>
      <time dateTime={question.createdAt} className="text-muted tabular-nums">
        {formatTime(question.createdAt, offsetHours)}
      </time>
      {question.isAnswered ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 font-bold text-green-900">
          <span aria-hidden="true">✓</span>
          {text.answered}
        </span>
      ) : null}
      {question.likes > 0 ? (
        <span className="text-muted">
          <span aria-hidden="true">♥ </span>
          {formatCount(text.likes, question.likes, locale)}
        </span>
      ) : null}
    </p>
  );
}
