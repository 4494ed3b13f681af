import { getTranslations } from 'next-intl/server';
import type { RegistrationDialogText } from '@/components/landing/RegistrationDialog';
import type { RegistrationWidgetText } from './RegistrationWidget';

export async function registrationWidgetText(): Promise<RegistrationWidgetText> {
  const t = await getTranslations('registration');
  return { loading: t('loading'), failed: t('failed'), retry: t('retry') };
}

export async function registrationDialogText(): Promise<RegistrationDialogText> {
  const [t, widget] = await Promise.all([getTranslations(), registrationWidgetText()]);
  return {
    register: t('registration.register'),
    dialogTitle: t('registration.dialogTitle'),
    close: t('registration.close'),
    checking: t('registration.checking'),
    closed: t('errors.registrationClosed'),
    eventOver: t('errors.eventOver'),
    widget,
  };
}
