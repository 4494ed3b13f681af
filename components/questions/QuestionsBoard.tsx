'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { EmptyState, LiveNote } from '@/components/organizer/PageStates';
import { asErrorsTranslator, errorMessageFromUnknown } from '@/lib/api/error-text';
import type { Question } from '@/lib/questions/model';
import { fillText, formatPlural } from '@/lib/text/live-text';
import { useQuestions } from '@/lib/swr/use-questions';
import { PresenterView } from './PresenterView';
import { QuestionMeta } from './QuestionMeta';
import type { QuestionsText } from './questions-text';

export interface QuestionsBoardProps {
  hash: string;
  initialQuestions: Question[];
  /** The event's platform zone (UTC offset in hours): times print there, as on the landing. */
  offsetHours: number;
  text: QuestionsText;
}

/** The live list of questions for the host, newest first, with the projector view. */
export function QuestionsBoard({ hash, initialQuestions, offsetHours, text }: QuestionsBoardProps) {
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
          <span className="font-bold text-ink">{formatPlural(text.count, questions.length)}</span>
          {' · '}
          {text.order}
        </p>
        <button
          ref={toggleRef}
          type="button"
          aria-pressed={presenting}
          aria-describedby="presenter-hint"
          onClick={() => setPresenting(true)}
          className="rounded-lg bg-accent px-4 py-2 font-bold text-accent-contrast hover:opacity-90"
        >
          {text.presenter}
        </button>
      </div>
      <p id="presenter-hint" className="sr-only">
        {text.presenterHint}
      </p>
      <div className="flex flex-col gap-1">
        <LiveNote
          text={text.live}
          problem={
            error
              ? fillText(text.refreshFailed, {
                  message: errorMessageFromUnknown(error, asErrorsTranslator(tErrors)),
                })
              : undefined
          }
        />
        <p className="text-sm text-muted">{text.timeNote}</p>
      </div>
      {questions.length === 0 ? (
        <EmptyState title={text.emptyTitle} text={text.emptyText} />
      ) : (
        <ol className="flex flex-col gap-3" aria-label={text.order}>
          {questions.map((question) => (
            <li
              key={question.id}
              className={`rounded-2xl border p-4 tablet:p-5 ${question.isAnswered ? 'border-line bg-surface' : 'border-line bg-page shadow-sm'}`}
            >
              <QuestionMeta question={question} offsetHours={offsetHours} text={text} />
              <p className="mt-2 text-lg break-words whitespace-pre-line">{question.text}</p>
            </li>
          ))}
        </ol>
      )}
      {presenting ? (
        <PresenterView
          questions={questions}
          offsetHours={offsetHours}
          text={text}
          onClose={closePresenter}
        />
      ) : null}
    </div>
  );
}
