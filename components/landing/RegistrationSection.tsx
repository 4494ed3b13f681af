import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { islandMessages } from '@/i18n/client-messages';
import { isEventOver } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';
import { RegistrationDialogLazy } from './RegistrationDialogLazy';
import { Section } from './Section';

/** Anchor of the registration block; the header's register button targets it. */
export const REGISTRATION_SECTION_ID = 'registration-section';

export interface RegistrationSectionProps {
  activity: Activity;
  /** `getRegistrationInfo(hash)`; undefined when it failed (the island asks again). */
  registrationInfo?: { isRegistrationActive: boolean };
  widgetsUrl: string;
}

/**
 * Block 5 of the full landing, offline events only: the 'Register' button with its modal, or
 * the 'registration closed' notice, an island given the messages it and the widget read.
 */
export async function RegistrationSection({
  activity,
  registrationInfo,
  widgetsUrl,
}: RegistrationSectionProps) {
  if (activity.type !== 'offline') return null;
  const [t, messages] = await Promise.all([
    getTranslations('registration'),
    islandMessages('registrationDialog'),
  ]);
  return (
    <Section anchor={REGISTRATION_SECTION_ID} title={t('title')}>
      <div className="registration-card">
        <p className="mx-auto mb-6 max-w-xl text-muted">{t('lead')}</p>
        <NextIntlClientProvider messages={messages}>
          <RegistrationDialogLazy
            hash={activity.hash}
            widgetsUrl={widgetsUrl}
            isEventOver={isEventOver(activity)}
            initialInfo={
              registrationInfo
                ? { isRegistrationActive: registrationInfo.isRegistrationActive }
                : undefined
            }
          />
        </NextIntlClientProvider>
      </div>
    </Section>
  );
}
