'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { isChunkLoadError } from '@/lib/api/chunk-error';
import { buttonClass } from '@/components/ui/button';

/** Where the app's own lazy chunks live (also under a CDN `assetPrefix`). */
const APP_CHUNK_PATH = '/_next/static/';

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

// A failed app chunk (a deploy replaced the files, a flaky network) cannot be retried in place:
// only a reload fetches the new ones. Failed elements do not bubble, so they are caught in the
// capture phase; embed scripts (player, widgets) have their own retryable states.
export interface ChunkErrorText {
  failed: string;
  reload: string;
}

export function ChunkErrorNotice({
  text,
  onReload = reloadPage,
}: {
  text: ChunkErrorText;
  onReload?: () => void;
}) {
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

  // An open modal makes the rest inert and may open after the failure: the notice goes inside the
  // topmost one, so its button is reachable and nothing typed in the dialog is lost.
  const modal = useTopmostModal(failed);

  if (!failed) return null;
  const notice = (
    <div
      role="alert"
      data-testid="chunk-error-notice"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface px-4 py-3 text-ink shadow-lg"
    >
      <div className="mx-auto flex max-w-player flex-wrap items-center gap-3">
        <p className="flex-1">{text.failed}</p>
        <button type="button" onClick={onReload} className={buttonClass('primary', 'sm')}>
          {text.reload}
        </button>
      </div>
    </div>
  );
  return modal ? createPortal(notice, modal) : notice;
}

function useTopmostModal(watching: boolean): HTMLDialogElement | null {
  const [modal, setModal] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    if (!watching) return;
    const update = () => {
      const open = [...document.querySelectorAll('dialog')].filter((dialog) =>
        dialog.matches(':modal'),
      );
      setModal(open.at(-1) ?? null);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [watching]);
  return modal;
}
