'use client';

import { useState, useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/locales';
import {
  hasLocaleCookie,
  localeCookie,
  localeHref,
  preferredLocale,
} from '@/lib/i18n/language-hint';

const noSubscription = () => () => undefined;

function offeredHref(target: Locale): string | null {
  if (hasLocaleCookie(document.cookie)) return null;
  if (preferredLocale(navigator.languages ?? [navigator.language]) !== target) return null;
  return localeHref(target, location.pathname, location.search);
}

export interface LanguageHintProps {
  /** The page's locale. */
  locale: Locale;
  /** The locale the hint offers, and speaks. */
  target: Locale;
  text: { label: string; text: string; open: string; close: string };
}

// Nothing shows before hydration, so the HTML is the same for every visitor and crawler.
export function LanguageHint({ locale, target, text }: LanguageHintProps) {
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
        <div role="region" aria-label={text.label} lang={target} className="language-hint-box">
          <p>
            {text.text}{' '}
            <a href={href} hrefLang={target} onClick={() => choose(target)}>
              {text.open}
            </a>
          </p>
          <button
            type="button"
            aria-label={text.close}
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
