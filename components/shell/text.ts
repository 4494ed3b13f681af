import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import type { LanguageHintProps } from './LanguageHint';
import type { LocaleLinksText } from './LocaleSwitcherClient';

export async function localeLinksText(): Promise<LocaleLinksText> {
  const t = await getTranslations('shell');
  return {
    label: t('locale'),
    names: { ru: t('localeNames.ru'), en: t('localeNames.en') },
  };
}

/** The hint speaks the language it offers: its texts come from the other locale's catalogue. */
export async function languageHintProps(): Promise<LanguageHintProps> {
  const locale = await currentLocale();
  const target = routing.locales.find((other) => other !== locale) ?? locale;
  const t = await getTranslations({ locale: target, namespace: 'shell.languageHint' });
  return {
    locale,
    target,
    text: { label: t('label'), text: t('text'), open: t('open'), close: t('close') },
  };
}
