'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useEffect } from 'react';
import { asErrorsTranslator, errorMessageFromUnknown } from '@/lib/api/error-text';

/**
 * Last line of defence for a render error: a readable notice and a retry, never a white page.
 * Retrying asks the server again (`router.refresh`) before the boundary resets: most failures
 * here are the upstream's, and a reset alone would re-render the same failed server answer.
 */
export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main
      id="main"
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <p className="text-lg">{errorMessageFromUnknown(error, asErrorsTranslator(t))}</p>
      <button
        type="button"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
        className="rounded-lg bg-accent px-5 py-2.5 font-bold text-accent-contrast"
      >
        {t('retry')}
      </button>
    </main>
  );
}
