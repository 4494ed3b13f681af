'use client';

import { useTranslations } from 'next-intl';
import { useNotify } from '@/components/ui/notifications';
import { buttonClass } from '@/components/ui/button';

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
    <button type="button" onClick={copy} className={className ?? buttonClass('secondary', 'sm')}>
      {label}
    </button>
  );
}
