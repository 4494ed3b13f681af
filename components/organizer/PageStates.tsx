import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

// Server components with plain string props, so pages and client islands can both use them.

export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-1 items-center justify-center gap-3 py-16 text-muted">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-line border-t-accent motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({
  title,
  text,
  headingLevel = 2,
  children,
}: {
  title: string;
  text: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <Heading className="text-xl font-bold text-ink tablet:text-2xl">{title}</Heading>
      <p className="max-w-prose text-muted">{text}</p>
      {children}
    </section>
  );
}

export function ErrorState({
  title,
  headingLevel = 2,
  message,
  retryHref,
  retryLabel,
}: {
  title?: string;
  headingLevel?: 1 | 2;
  message: string;
  /** A link to the same page: reloading it is the retry (the page is rendered on the server). */
  retryHref?: string;
  retryLabel?: string;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-12 text-center"
    >
      {title ? (
        <Heading className="text-xl font-bold text-ink tablet:text-2xl">{title}</Heading>
      ) : null}
      <p className="max-w-prose text-lg">{message}</p>
      {retryHref && retryLabel ? (
        <a href={retryHref} className={buttonClass()}>
          {retryLabel}
        </a>
      ) : null}
    </section>
  );
}

export function LiveNote({ text, problem }: { text: string; problem?: string }) {
  return (
    <p role="status" className={`text-sm ${problem ? 'text-red-700' : 'text-muted'}`}>
      {problem ?? text}
    </p>
  );
}
