'use client';

import { useState, useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import {
  hasLocaleCookie,
  localeCookie,
  localeHref,
  preferredLocale,
} from '@/lib/i18n/language-hint';

export interface LanguageHintProps {
  /** The page's locale. */
  locale: Locale;
  /** The other locale, the one the hint offers; its texts are in that language. */
  target: Locale;
  label: string;
  text: string;
  open: string;
  close: string;
}

const noSubscription = () => () => undefined;

/** The other locale's URL of this page when the browser prefers it and no choice is stored. */
function offeredHref(target: Locale): string | null {
  if (hasLocaleCookie(document.cookie)) return null;
  if (preferredLocale(navigator.languages ?? [navigator.language]) !== target) return null;
  return localeHref(target, location.pathname, location.search);
}

/**
 * Offers the same page in the other language when the browser prefers it and the visitor has
 * chosen none (no locale cookie). Nothing shows before hydration, so the HTML is the same for
 * every visitor and crawler; the live region is fixed and empty until then, so it moves nothing.
 * Following or dismissing stores the choice in the locale cookie.
 */
export function LanguageHint({ locale, target, label, text, open, close }: LanguageHintProps) {
  // Read right after hydration (the server has no browser to ask), without a mismatch.
  const offered = useSyncExternalStore(
    noSubscription,
    () => offeredHref(target),
    () => null,
  );
  const [dismissed, setDismissed] = useState(false);
  const href = dismissed ? null : offered;

  const choose = (chosen: Locale) => {
    document.cookie = localeCookie(chosen);
  };

  return (
    <div aria-live="polite" className="language-hint">
      {href ? (
        <div role="region" aria-label={label} lang={target} className="language-hint-box">
          <p>
            {text}{' '}
            <a href={href} hrefLang={target} onClick={() => choose(target)}>
              {open}
            </a>
          </p>
          <button
            type="button"
            aria-label={close}
            onClick={() => {
              choose(locale);
              setDismissed(true);
            }}
            className="language-hint-close"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
