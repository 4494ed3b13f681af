'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { withIntl } from '@/components/ui/with-intl';
import { routing, type Locale } from '@/i18n/routing';
import {
  hasLocaleCookie,
  localeCookie,
  localeHref,
  preferredLocale,
} from '@/lib/i18n/language-hint';

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
 * Following or dismissing stores the choice in the locale cookie. Its provider speaks the
 * offered locale (`languageHint` messages from that locale's catalogue), so `useLocale()` is the
 * offer and the page's locale is the other one.
 */
export function LanguageHint() {
  const target = useLocale();
  const locale = routing.locales.find((other) => other !== target) ?? target;
  const t = useTranslations('shell.languageHint');
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
        <div role="region" aria-label={t('label')} lang={target} className="language-hint-box">
          <p>
            {t('text')}{' '}
            <a href={href} hrefLang={target} onClick={() => choose(target)}>
              {t('open')}
            </a>
          </p>
          <button
            type="button"
            aria-label={t('close')}
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

/** LanguageHint with its messages, as the page hands them after the first load (`withIntl`). */
export const LanguageHintIsland = withIntl(LanguageHint);
