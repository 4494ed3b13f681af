import { getTranslations } from 'next-intl/server';
import { firstScreenAction } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';

export interface ActionBarProps {
  activity: Activity;
  /** The registration state where the page knows it (the full landing's info call). */
  registration?: { isRegistrationActive: boolean };
  /** The section the register action scrolls to (the header button's target on this page). */
  registerTargetId: string;
  /** The player's section, where a live event is watched. */
  watchTargetId: string;
}

/**
 * The main action pinned to the bottom below the header button's breakpoint (laptop), so a
 * phone's first screen always holds it. A plain in-page link, like the header's button: it
 * works before any script runs. The spacer before it keeps the footer's last line clear of it.
 */
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
