import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Suspense } from 'react';
import { LocaleLinks, LocaleSwitcherClient } from './LocaleSwitcherClient';

/**
 * Server wrapper: translates the labels and hands plain strings to the client leaf. The
 * fallback (HTML before hydration, and the whole switcher for crawlers on prerendered pages)
 * links `currentHref` when given; after hydration the leaf uses the browser's path and query.
 */
export async function LocaleSwitcher({
  locale,
  currentHref,
}: {
  locale: Locale;
  currentHref?: string;
}) {
  // An explicit locale: reading it from the request would opt cached pages into dynamic rendering.
  const t = await getTranslations({ locale, namespace: 'shell' });
  const props = { label: t('locale'), names: { ru: t('localeNames.ru'), en: t('localeNames.en') } };
  return (
    <Suspense fallback={<LocaleLinks {...props} currentHref={currentHref} />}>
      <LocaleSwitcherClient {...props} />
    </Suspense>
  );
}
