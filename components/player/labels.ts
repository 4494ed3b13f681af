import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { EventWidgetLabels } from './EventWidgetEmbed';
import type { PlayerLabels } from './PlayerEmbed';

/** The translated strings `PlayerEmbed` / `LandingPlayer` take, for the server wrapper. */
export async function getPlayerLabels(locale: Locale): Promise<PlayerLabels> {
  const t = await getTranslations({ locale, namespace: 'player' });
  return { title: t('title'), loading: t('loading'), failed: t('failed'), retry: t('retry') };
}

/** The translated strings `EventWidgetEmbed` takes; a failed load is the catalogue's text. */
export async function getEventWidgetLabels(locale: Locale): Promise<EventWidgetLabels> {
  const [t, tErrors] = await Promise.all([
    getTranslations({ locale, namespace: 'player' }),
    getTranslations({ locale, namespace: 'errors' }),
  ]);
  return {
    title: t('eventWidgetTitle'),
    loading: t('eventWidgetLoading'),
    failed: tErrors('scriptLoadFailed'),
    retry: tErrors('retry'),
  };
}
