import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { RegistrationWidgetLabels } from './RegistrationWidget';

/** The translated strings `RegistrationWidget` takes, for the server wrapper. */
export async function getRegistrationWidgetLabels(
  locale: Locale,
): Promise<RegistrationWidgetLabels> {
  const t = await getTranslations({ locale, namespace: 'registration' });
  return { loading: t('loading'), failed: t('failed'), retry: t('retry') };
}
