import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LocaleLinks, LocaleSwitcherClient } from './LocaleSwitcherClient';

/** Server wrapper: translates the labels and hands plain strings to the client leaf. */
export async function LocaleSwitcher() {
  const t = await getTranslations('shell');
  const props = { label: t('locale'), names: { ru: t('localeNames.ru'), en: t('localeNames.en') } };
  return (
    <Suspense fallback={<LocaleLinks {...props} />}>
      <LocaleSwitcherClient {...props} />
    </Suspense>
  );
}
