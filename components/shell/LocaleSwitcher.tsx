import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { Suspense } from 'react';
import { LanguageHint } from './LanguageHint';
import { LocaleLinks, LocaleSwitcherClient } from './LocaleSwitcherClient';

/**
 * Server wrapper: translates the labels and hands plain strings to the client leaf. The
 * fallback (HTML before hydration, and the whole switcher for crawlers on prerendered pages)
 * links `currentHref` when given; after hydration the leaf uses the browser's path and query.
 * With it, the language hint, in the other locale's words (there is one other: ru ↔ en).
 */
export async function LocaleSwitcher({
  locale,
  currentHref,
}: {
  locale: Locale;
  currentHref?: string;
}) {
  // An explicit locale: reading it from the request would opt cached pages into dynamic rendering.
  const target = routing.locales.find((other) => other !== locale) ?? locale;
  const [t, tHint] = await Promise.all([
    getTranslations({ locale, namespace: 'shell' }),
    getTranslations({ locale: target, namespace: 'shell.languageHint' }),
  ]);
  const props = { label: t('locale'), names: { ru: t('localeNames.ru'), en: t('localeNames.en') } };
  return (
    <>
      <Suspense fallback={<LocaleLinks {...props} currentHref={currentHref} />}>
        <LocaleSwitcherClient {...props} />
      </Suspense>
      <LanguageHint
        locale={locale}
        target={target}
        label={tHint('label')}
        text={tHint('text')}
        open={tHint('open')}
        close={tHint('close')}
      />
    </>
  );
}
