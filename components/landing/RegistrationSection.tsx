import { getTranslations } from 'next-intl/server';
import { registrationDialogText } from '@/components/registration/text';
import { currentLocale } from '@/i18n/current-locale';
import { isEventOver } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';
import { RegistrationDialogLazy } from './RegistrationDialogLazy';
import {
  DIALOG_BODY_CLASS,
  DIALOG_CLASS,
  DIALOG_CLOSE_CLASS,
  DIALOG_FRAME_CLASS,
  DIALOG_HEAD_CLASS,
  FIRST_PAINT_DIALOG_ID,
  FIRST_PAINT_TITLE_ID,
} from './registration-dialog-markup';
import { Section } from './Section';

/** Anchor of the registration block; the header's register button targets it. */
export const REGISTRATION_SECTION_ID = 'registration-section';

export interface RegistrationSectionProps {
  activity: Activity;
  /** `getRegistrationInfo(hash)`; undefined when it failed (the island asks again). */
  registrationInfo?: { isRegistrationActive: boolean };
  widgetsUrl: string;
}

export async function RegistrationSection({
  activity,
  registrationInfo,
  widgetsUrl,
}: RegistrationSectionProps) {
  if (activity.type !== 'offline') return null;
  const [t, text, locale] = await Promise.all([
    getTranslations('registration'),
    registrationDialogText(),
    currentLocale(),
  ]);
  const over = isEventOver(activity);
  // The island's first paint shows the button (whose `command` opens this dialog) on this
  // condition only: RegistrationDialog's 'open' state.
  const opensDialog = !over && registrationInfo?.isRegistrationActive === true;
  return (
    <Section anchor={REGISTRATION_SECTION_ID} title={t('title')}>
      <div className="registration-card">
        <p className="mx-auto mb-6 max-w-xl text-muted">{t('lead')}</p>
        <RegistrationDialogLazy
          text={text}
          locale={locale}
          hash={activity.hash}
          widgetsUrl={widgetsUrl}
          isEventOver={over}
          initialInfo={
            registrationInfo
              ? { isRegistrationActive: registrationInfo.isRegistrationActive }
              : undefined
          }
        />
        {opensDialog ? (
          <RegistrationFirstDialog
            title={t('dialogTitle')}
            close={t('close')}
            loading={t('loading')}
          />
        ) : null}
      </div>
    </Section>
  );
}

// Outside the island's Suspense boundary: inside, React would stream it as a hidden block only a
// script reveals. Opens and closes without script (`command`).
function RegistrationFirstDialog({
  title,
  close,
  loading,
}: {
  title: string;
  close: string;
  loading: string;
}) {
  return (
    <dialog
      id={FIRST_PAINT_DIALOG_ID}
      aria-labelledby={FIRST_PAINT_TITLE_ID}
      className={DIALOG_CLASS}
    >
      <div className={DIALOG_FRAME_CLASS}>
        <div className={DIALOG_HEAD_CLASS}>
          <h2 id={FIRST_PAINT_TITLE_ID} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            command="close"
            commandfor={FIRST_PAINT_DIALOG_ID}
            aria-label={close}
            className={DIALOG_CLOSE_CLASS}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={DIALOG_BODY_CLASS}>
          <p className="text-muted">{loading}</p>
        </div>
      </div>
    </dialog>
  );
}
