'use client';

import { useNotify } from '@/components/ui/notifications';
import { buttonClass } from '@/components/ui/button';

/** The notices a copy ends with, translated by the server component above. */
export interface CopyText {
  copied: string;
  copyFailed: string;
}

export function CopyButton({
  value,
  label,
  text,
  className,
}: {
  value: string;
  label: string;
  text: CopyText;
  className?: string;
}) {
  const notify = useNotify();

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      notify({ message: text.copied, type: 'success' });
    } catch {
      notify({ message: text.copyFailed, type: 'error' });
    }
  }

  return (
    <button type="button" onClick={copy} className={className ?? buttonClass('secondary', 'sm')}>
      {label}
    </button>
  );
}
