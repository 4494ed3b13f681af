import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { getConfig } from '@/lib/config';
import { offlineWorker, type WorkerSettings } from '@/lib/offline/worker';
import { LANDING_VARIANTS } from '@/lib/routing/routes.mjs';

/** The offline worker of the landings (lib/offline/worker.ts, docs/offline.md). */
export const dynamic = 'force-dynamic';

export async function GET() {
  const { SERVICE_WORKER, CDN_URL } = getConfig();
  const settings: WorkerSettings = {
    build: process.env.EVENT_SITE_BUILD_ID ?? 'dev',
    enabled: SERVICE_WORKER === '1',
    cdnOrigin: CDN_URL ? new URL(CDN_URL).origin : undefined,
    savedCopy: Object.fromEntries(
      await Promise.all(
        routing.locales.map(async (locale) => {
          const t = await getTranslations({ locale, namespace: 'offline' });
          // The worker fills in the time, in the visitor's own zone.
          return [locale, t('savedCopy', { time: '{time}' })] as const;
        }),
      ),
    ),
    networkWaitMs: 4_000,
    maxLandings: 5,
    landingVariants: LANDING_VARIANTS,
  };
  const source = `(${offlineWorker.toString()})(${JSON.stringify(settings)}, self);\n`;
  return new Response(source, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // The browser checks for a new worker on every navigation; nothing may keep an old one.
      'Cache-Control': 'no-cache, no-store',
    },
  });
}
