'use client';

import { useTranslations } from 'next-intl';
import { formatTime } from '@/lib/datetime/clock-format';
import type { Question } from '@/lib/questions/model';

export function QuestionMeta({
  question,
  offsetHours,
  large = false,
}: {
  question: Question;
  offsetHours: number;
  large?: boolean;
}) {
  const t = useTranslations('questions');
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
          {t('answered')}
        </span>
      ) : null}
      {question.likes > 0 ? (
        <span className="text-muted">
          <span aria-hidden="true">♥ </span>
          {t('likes', { count: question.likes })}
        </span>
      ) : null}
    </p>
  );
}
