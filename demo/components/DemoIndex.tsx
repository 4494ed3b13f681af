import { getLocale, getTranslations } from 'next-intl/server';
import { CopyButton } from '@/components/ui/CopyButton';
import { LocaleSwitcher } from '@/components/shell/LocaleSwitcher';
import { asErrorsTranslator, errorMessageFromUnknown } from '@/lib/api/error-text';
import { toApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import type { Activity } from '@/lib/api/schemas';
import { getConfig } from '@/lib/config';
import { formatDuration, durationParts, formatStartPill } from '@/lib/datetime/format';
import { DEMO_IDS } from '@/demo/ids';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';

type Loaded = { hash: string; activity?: Activity; error?: string };

const SERVICE_LINKS = [
  ['/demo/media/eventor/public/activity/demo-online', 'media'],
  [`/demo/forms/v1/respondent/form/${DEMO_IDS.forms.published}`, 'forms'],
  ['/demo/player?hash=demo-online&locale=ru', 'player'],
  ['/demo/player/frame.js', 'frameJs'],
  ['/demo/widgets/registration?hash=demo-online', 'registration'],
  ['/demo/widgets/registration.js', 'registrationJs'],
  ['/demo/widgets/event-widget.js', 'eventWidgetJs'],
] as const;

/**
 * The demo's front door: every demo event read through the real typed client (HTTP to the
 * embedded media API), so this page also proves the client, schemas and catalogue work together.
 */
export async function DemoIndex() {
  const locale = await getLocale();
  const t = await getTranslations('demo');
  const tActivity = await getTranslations('activity');
  const tErrors = await getTranslations('errors');
  const { SITE_URL } = getConfig();

  const events: Loaded[] = await Promise.all(
    Object.values(DEMO_IDS.hashes).map(async (hash) => {
      try {
        return { hash, activity: await getActivity(hash) };
      } catch (error) {
        return {
          hash,
          error: errorMessageFromUnknown(toApiError(error, 'eventor'), asErrorsTranslator(tErrors)),
        };
      }
    }),
  );

  return (
    <main id="main" className="mx-auto max-w-banner px-4 py-10 tablet:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-2 text-muted">{t('lead')}</p>
        </div>
        <LocaleSwitcher />
      </div>

      <h2 className="mt-10 text-xl font-bold">{t('events')}</h2>
      <ul className="mt-4 grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
        {events.map(({ hash, activity, error }) => {
          const apiPath = `/demo/media/eventor/public/activity/${hash}`;
          return (
            <li
              key={hash}
              className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-5"
              data-hash={hash}
            >
              <p className="font-mono text-sm text-muted">{hash}</p>
              {activity ? (
                <>
                  <h3 className="text-lg font-bold">
                    <a
                      className="underline-offset-4 hover:underline"
                      href={localizedPath(`/max?hash=${hash}`, locale)}
                    >
                      {activity.name}
                    </a>
                  </h3>
                  <p>
                    {tActivity(`type.${activity.type}`)} · {tActivity(`status.${activity.status}`)}
                  </p>
                  <p className="text-sm">{formatStartPill(activity, locale)}</p>
                  <p className="text-sm text-muted">
                    {formatDuration(
                      durationParts(activity.plannedStartDate, activity.plannedStopDate),
                      (key, values) => tActivity(key, values),
                    )}
                  </p>
                </>
              ) : (
                <p role="alert">{error}</p>
              )}
              <div className="mt-auto flex flex-wrap items-center gap-3 pt-2 text-sm">
                <a className="font-bold text-accent-text underline" href={apiPath}>
                  {t('apiLink')}
                </a>
                <CopyButton value={absoluteUrl(SITE_URL, apiPath)} label={t('copyLink')} />
              </div>
            </li>
          );
        })}
      </ul>

      <h2 className="mt-10 text-xl font-bold">{t('services')}</h2>
      <ul className="mt-4 grid gap-2 tablet:grid-cols-2">
        {SERVICE_LINKS.map(([path, label]) => (
          <li key={path}>
            <a className="text-accent-text underline" href={path}>
              {t(`serviceNames.${label}`)}
            </a>{' '}
            <code className="text-sm text-muted">{path}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
