'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { useText } from '@/components/ui/text';
import { isChunkLoadError } from '@/lib/api/chunk-error';
import { buttonClass } from '@/components/ui/button';

/**
 * Last line of defence for a render error: a readable notice and a retry, never a white page.
 * What reaches it is a server render's failure (in production the browser gets a digest, not
 * the upstream's code, so there is nothing to look up in the catalogue), a failed chunk of the
 * app (reload advice) or a bug in a client component: the spec's unexpected-error text. Upstream
 * errors get their own texts where they are fetched; this file stays in every page's first load,
 * with the layout's plain texts and no translation runtime.
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
  const text = useText();
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
      {/* A failed render has no metadata: React hoists this into the head, which needs a title. */}
      <title>{text('errorPage.title')}</title>
      <p className="text-lg">
        {isChunkLoadError(error) ? text('errors.chunkLoadFailed') : text('errors.UNEXPECTED')}
      </p>
      <button
        type="button"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
        className={buttonClass()}
      >
        {text('errors.retry')}
      </button>
    </main>
  );
}
