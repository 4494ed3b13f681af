'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { isChunkLoadError } from '@/lib/api/chunk-error';

/** Where the app's own lazy chunks live (also under a CDN `assetPrefix`). */
const APP_CHUNK_PATH = '/_next/static/';

/** A `<script>` or stylesheet `<link>` of the app itself that failed to load. */
function isAppChunkElement(target: EventTarget | null): boolean {
  if (target instanceof HTMLScriptElement) return target.src.includes(APP_CHUNK_PATH);
  if (target instanceof HTMLLinkElement) {
    return target.rel === 'stylesheet' && target.href.includes(APP_CHUNK_PATH);
  }
  return false;
}

function reloadPage() {
  window.location.reload();
}

/**
 * A failed chunk of the app itself (a deploy replaced the files, a flaky network) cannot be
 * retried in place: only a reload fetches the new ones. Instead of a half-working or white
 * page, this shows a persistent notice with a reload button. It listens for uncaught errors
 * and rejections whose error is a chunk-load error, and for failed `_next/static` script and
 * stylesheet elements (those errors do not bubble: caught in the capture phase). Embed scripts
 * (player, widgets) have their own retryable states and are not its business.
 */
export function ChunkErrorNotice({ onReload = reloadPage }: { onReload?: () => void }) {
  const t = useTranslations('errors');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    function onError(event: Event) {
      const error = event instanceof ErrorEvent ? event.error : undefined;
      if (isChunkLoadError(error) || isAppChunkElement(event.target)) setFailed(true);
    }
    function onRejection(event: PromiseRejectionEvent) {
      if (isChunkLoadError(event.reason)) setFailed(true);
    }
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  // A modal (the registration dialog, whose widget is such a chunk) makes the rest of the page
  // inert: closed, so the reload button can be reached.
  useEffect(() => {
    if (!failed) return;
    for (const dialog of document.querySelectorAll('dialog')) {
      if (dialog.open && dialog.matches(':modal')) dialog.close();
    }
  }, [failed]);

  if (!failed) return null;
  return (
    <div
      role="alert"
      data-testid="chunk-error-notice"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface px-4 py-3 text-ink shadow-lg"
    >
      <div className="mx-auto flex max-w-player flex-wrap items-center gap-3">
        <p className="flex-1">{t('chunkLoadFailed')}</p>
        <button type="button" onClick={onReload} className="button-accent">
          {t('reload')}
        </button>
      </div>
    </div>
  );
}
