import { buttonClass } from '@/components/ui/button';

export function EmbedLoading({ text, className }: { text: string; className?: string }) {
  return (
    <p role="status" className={className ?? 'py-6 text-center text-muted'}>
      {text}
    </p>
  );
}

export function EmbedFailure({
  text,
  retryLabel,
  onRetry,
  className,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={['flex flex-wrap items-center gap-3 py-4 text-ink', className]
        .filter(Boolean)
        .join(' ')}
    >
      <p className="flex-1">{text}</p>
      <button type="button" onClick={onRetry} className={buttonClass('primary', 'sm')}>
        {retryLabel}
      </button>
    </div>
  );
}
