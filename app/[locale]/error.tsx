'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { useBoundaryText } from '@/components/ui/boundary-text';
import { isChunkLoadError } from '@/lib/api/chunk-error';
import { buttonClass } from '@/components/ui/button';

// Last line of defence for a render error; in every page's first load, with the layout's texts.
// Retry refreshes the server first: a reset alone would re-render the same failed server answer.
export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { error: text } = useBoundaryText();
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
      <title>{text.title}</title>
      <p className="text-lg">{isChunkLoadError(error) ? text.chunkLoadFailed : text.unexpected}</p>
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
        {text.retry}
      </button>
    </main>
  );
}
