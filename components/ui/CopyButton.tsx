'use client';

import { useTranslations } from 'next-intl';
import { useNotify } from '@/components/ui/notifications';

export function CopyButton({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const notify = useNotify();
  const tNotices = useTranslations('notices');
  const tErrors = useTranslations('errors');

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      notify({ message: tNotices('copied'), type: 'success' });
    } catch {
      notify({ message: tErrors('copyFailed'), type: 'error' });
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      className={
        className ??
        'rounded-md border border-line px-3 py-1.5 text-sm font-bold hover:border-accent focus-visible:border-accent'
      }
    >
      {label}
    </button>
  );
}
