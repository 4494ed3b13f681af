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

function offeredHref(target: Locale): string | null {
  if (hasLocaleCookie(document.cookie)) return null;
  if (preferredLocale(navigator.languages ?? [navigator.language]) !== target) return null;
  return localeHref(target, location.pathname, location.search);
}

// Nothing shows before hydration, so the HTML is the same for every visitor and crawler. Its
// provider speaks the offered locale: `useLocale()` is the offer, not the page's locale.
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

export const LanguageHintIsland = withIntl(LanguageHint);
