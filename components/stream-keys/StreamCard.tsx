'use client';

import { useId, useState } from 'react';
import { CopyButton, type CopyText } from '@/components/ui/CopyButton';
import type { StreamField, StreamFieldId, StreamView } from '@/lib/stream-keys/fields';
import { buttonClass } from '@/components/ui/button';

/** The cards' texts, translated by StreamKeysView. */
export interface StreamCardText {
  reveal: string;
  rtmp: string;
  srt: string;
  noSrt: string;
  copy: string;
  fields: Record<StreamFieldId, string>;
  copied: CopyText;
}

export interface StreamCardProps {
  stream: StreamView;
  /** 'Main stream', 'Backup stream 2'. */
  title: string;
  text: StreamCardText;
}

// The copy buttons always copy the real value, so nobody has to reveal a key on a shared screen.
export function StreamCard({ stream, title, text }: StreamCardProps) {
  const [revealed, setRevealed] = useState(false);
  const headingId = useId();

  return (
    <section
      id={stream.anchor}
      aria-labelledby={headingId}
      className="scroll-mt-4 rounded-2xl border border-line bg-page p-4 shadow-sm tablet:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold tablet:text-2xl">
          {title}
        </h2>
        <button
          type="button"
          aria-pressed={revealed}
          onClick={() => setRevealed((value) => !value)}
          className={buttonClass(
            'secondary',
            'sm',
            'aria-pressed:border-accent aria-pressed:bg-accent-soft',
          )}
        >
          <EyeIcon crossed={!revealed} />
          {text.reveal}
        </button>
      </div>
      <FieldGroup title={text.rtmp} fields={stream.rtmp} revealed={revealed} text={text} />
      {stream.srt ? (
        <FieldGroup title={text.srt} fields={stream.srt} revealed={revealed} text={text} />
      ) : (
        <p className="mt-4 text-sm text-muted">{text.noSrt}</p>
      )}
    </section>
  );
}

function FieldGroup({
  title,
  fields,
  revealed,
  text,
}: {
  title: string;
  fields: StreamField[];
  revealed: boolean;
  text: StreamCardText;
}) {
  return (
    <div className="mt-4 first-of-type:mt-0">
      <h3 className="mb-2 text-sm font-bold tracking-wide text-muted uppercase">{title}</h3>
      <dl className="divide-y divide-line rounded-xl border border-line">
        {fields.map((field) => (
          <div
            key={field.id}
            data-field={field.id}
            className="grid gap-2 px-3 py-3 tablet:grid-cols-[10rem_minmax(0,1fr)_auto] tablet:items-center"
          >
            <dt className="text-sm font-bold">{text.fields[field.id]}</dt>
            <dd className="min-w-0 font-mono text-sm break-all">
              {revealed ? field.value : field.masked}
            </dd>
            <dd>
              <CopyButton value={field.value} label={text.copy} text={text.copied} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
