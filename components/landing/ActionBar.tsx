import { getTranslations } from 'next-intl/server';
import { firstScreenAction } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';

export interface ActionBarProps {
  activity: Activity;
  /** The registration state where the page knows it (the full landing's info call). */
  registration?: { isRegistrationActive: boolean };
  registerTargetId: string;
  watchTargetId: string;
}

// Pinned below the laptop breakpoint so a phone's first screen holds the main action; a plain
// in-page link that works before any script. The spacer keeps the footer's last line clear.
export async function ActionBar({
  activity,
  registration,
  registerTargetId,
  watchTargetId,
}: ActionBarProps) {
  const action = firstScreenAction(activity, registration);
  if (!action) return null;
  const [t, tRegistration] = await Promise.all([
    getTranslations('landing'),
    getTranslations('registration'),
  ]);
  const href = `#${action === 'watch' ? watchTargetId : registerTargetId}`;
  return (
    <>
      <div aria-hidden="true" className="action-bar-spacer" />
      <nav aria-label={t('actionBarLabel')} className="action-bar" data-testid="action-bar">
        <a href={href} className="action-bar-link" data-action={action}>
          {action === 'watch' ? t('watch') : tRegistration('register')}
        </a>
      </nav>
    </>
  );
}
