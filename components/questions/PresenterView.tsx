'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useFocusTrap, useScrollLock } from '@/components/landing/modal-behaviour';
import type { Question } from '@/lib/questions/model';
import type { Locale } from '@/i18n/locales';
import { fill } from '@/lib/i18n/client-format';
import { QuestionMeta, type QuestionsText } from './QuestionMeta';
import { buttonClass } from '@/components/ui/button';

// Follows the newest question until the host steps back, then keeps that one on screen while new
// questions arrive.
export function PresenterView({
  questions,
  offsetHours,
  onClose,
  text,
  locale,
}: {
  text: QuestionsText;
  locale: Locale;
  questions: Question[];
  offsetHours: number;
  onClose: () => void;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  /** `null` follows the newest question. */
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  useFocusTrap(dialogRef, true);
  useScrollLock(true);

  const pinnedIndex = pinnedId === null ? -1 : questions.findIndex((q) => q.id === pinnedId);
  const index = Math.max(pinnedIndex, 0);
  const question = questions[index];

  /** -1 is the newer neighbour, +1 the earlier one (the list is newest first). */
  function step(direction: -1 | 1) {
    const target = index + direction;
    const next = questions[target];
    if (!next) return;
    setPinnedId(target === 0 ? null : next.id);
  }

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === 'ArrowRight') step(1);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  const navButton = buttonClass('secondary', 'lg');

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col bg-page text-ink"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          {text.presenterDialog}
        </h2>
        <button type="button" onClick={onClose} className={navButton}>
          {text.presenterExit}
        </button>
      </div>
      <div className="flex min-h-0 flex-1 flex-col justify-center gap-8 overflow-auto px-6 py-8 laptop:px-16">
        {question ? (
          <>
            <QuestionMeta
              question={question}
              offsetHours={offsetHours}
              large
              text={text}
              locale={locale}
            />
            <p
              aria-live="polite"
              className="text-[clamp(2rem,5vw,5.5rem)] leading-tight font-bold wrap-anywhere whitespace-pre-line"
            >
              {question.text}
            </p>
          </>
        ) : (
          <p className="text-center text-[clamp(2rem,5vw,5rem)] font-bold text-muted">
            {text.empty.title}
          </p>
        )}
      </div>
      {questions.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line px-6 py-4">
          <button
            type="button"
            onClick={() => step(-1)}
            disabled={index === 0}
            className={navButton}
          >
            <span aria-hidden="true">← </span>
            {text.newer}
          </button>
          <p className="text-xl text-muted tabular-nums">
            {fill(text.position, { index: index + 1, total: questions.length })}
          </p>
          <button
            type="button"
            onClick={() => step(1)}
            disabled={index >= questions.length - 1}
            className={navButton}
          >
            {text.older}
            <span aria-hidden="true"> →</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
