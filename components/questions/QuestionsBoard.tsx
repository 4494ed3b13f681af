'use client';

import { useRef, useState } from 'react';
import { EmptyState, LiveNote } from '@/components/organizer/PageStates';
import { errorMessageFromUnknown, errorsFrom } from '@/lib/api/error-text';
import type { Locale } from '@/i18n/locales';
import { fill, formatCount } from '@/lib/i18n/client-format';
import type { Question } from '@/lib/questions/model';
import { useQuestions } from '@/lib/swr/use-questions';
import { PresenterView } from './PresenterView';
import { QuestionMeta, type QuestionsText } from './QuestionMeta';
import { buttonClass } from '@/components/ui/button';

export interface QuestionsBoardProps {
  text: QuestionsText;
  locale: Locale;
  hash: string;
  initialQuestions: Question[];
  /** The event's platform zone (UTC offset in hours): times print there, as on the landing. */
  offsetHours: number;
}

export function QuestionsBoard({
  hash,
  initialQuestions,
  offsetHours,
  text,
  locale,
}: QuestionsBoardProps) {
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
          <span className="font-bold text-ink">
            {formatCount(text.count, questions.length, locale)}
          </span>
          {' · '}
          {text.order}
        </p>
        <button
          ref={toggleRef}
          type="button"
          aria-pressed={presenting}
          aria-describedby="presenter-hint"
          onClick={() => setPresenting(true)}
          className={buttonClass()}
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
              ? fill(text.refreshFailed, {
                  message: errorMessageFromUnknown(error, errorsFrom(text.errors)),
                })
              : undefined
          }
        />
        <p className="text-sm text-muted">{text.timeNote}</p>
      </div>
      {questions.length === 0 ? (
        <EmptyState title={text.empty.title} text={text.empty.text} />
      ) : (
        <ol className="flex flex-col gap-3" aria-label={text.order}>
          {questions.map((question) => (
            <li
              key={question.id}
              className={`rounded-2xl border p-4 tablet:p-5 ${question.isAnswered ? 'border-line bg-surface' : 'border-line bg-page shadow-sm'}`}
            >
              <QuestionMeta
                question={question}
                offsetHours={offsetHours}
                text={text}
                locale={locale}
              />
              <p className="mt-2 text-lg wrap-anywhere whitespace-pre-line">{question.text}</p>
            </li>
          ))}
        </ol>
      )}
      {presenting ? (
        <PresenterView
          questions={questions}
          offsetHours={offsetHours}
          onClose={closePresenter}
          text={text}
          locale={locale}
        />
      ) : null}
    </div>
  );
}
