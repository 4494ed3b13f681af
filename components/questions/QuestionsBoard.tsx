'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { EmptyState, LiveNote } from '@/components/organizer/PageStates';
import { asErrorsTranslator, errorMessageFromUnknown } from '@/lib/api/error-text';
import { formatUtcOffset } from '@/lib/datetime/utc-offset';
import type { Question } from '@/lib/questions/model';
import { useQuestions } from '@/lib/swr/use-questions';
import { PresenterView } from './PresenterView';
import { QuestionMeta } from './QuestionMeta';
import { buttonClass } from '@/components/ui/button';

export interface QuestionsBoardProps {
  hash: string;
  initialQuestions: Question[];
  /** The event's platform zone (UTC offset in hours): times print there, as on the landing. */
  offsetHours: number;
}

export function QuestionsBoard({ hash, initialQuestions, offsetHours }: QuestionsBoardProps) {
  const t = useTranslations('questions');
  const tErrors = useTranslations('errors');
  const { data, error } = useQuestions(hash, { fallbackData: initialQuestions });
  const questions = data ?? initialQuestions;
  const [presenting, setPresenting] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  function closePresenter() {
    setPresenting(false);
    toggleRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">
          <span className="font-bold text-ink">{t('count', { count: questions.length })}</span>
          {' · '}
          {t('order')}
        </p>
        <button
          ref={toggleRef}
          type="button"
          aria-pressed={presenting}
          aria-describedby="presenter-hint"
          onClick={() => setPresenting(true)}
          className={buttonClass()}
        >
          {t('presenter')}
        </button>
      </div>
      <p id="presenter-hint" className="sr-only">
        {t('presenterHint')}
      </p>
      <div className="flex flex-col gap-1">
        <LiveNote
          text={t('live')}
          problem={
            error
              ? t('refreshFailed', {
                  message: errorMessageFromUnknown(error, asErrorsTranslator(tErrors)),
                })
              : undefined
          }
        />
        <p className="text-sm text-muted">
          {t('timeNote', { offset: formatUtcOffset(offsetHours) })}
        </p>
      </div>
      {questions.length === 0 ? (
        <EmptyState title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t('order')}>
          {questions.map((question) => (
            <li
              key={question.id}
              className={`rounded-2xl border p-4 tablet:p-5 ${question.isAnswered ? 'border-line bg-surface' : 'border-line bg-page shadow-sm'}`}
            >
              <QuestionMeta question={question} offsetHours={offsetHours} />
              <p className="mt-2 text-lg wrap-anywhere whitespace-pre-line">{question.text}</p>
            </li>
          ))}
        </ol>
      )}
      {presenting ? (
        <PresenterView questions={questions} offsetHours={offsetHours} onClose={closePresenter} />
      ) : null}
    </div>
  );
}
