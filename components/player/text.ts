import { getTranslations } from 'next-intl/server';
import type { EventWidgetText } from './EventWidgetEmbed';
import type { PlayerText } from './PlayerEmbed';

export async function playerText(): Promise<PlayerText> {
  const t = await getTranslations('player');
  return { title: t('title'), loading: t('loading'), failed: t('failed'), retry: t('retry') };
}

export async function eventWidgetText(): Promise<EventWidgetText> {
  const t = await getTranslations();
  return {
    title: t('player.eventWidgetTitle'),
    loading: t('player.eventWidgetLoading'),
    failed: t('errors.scriptLoadFailed'),
    retry: t('errors.retry'),
  };
}
