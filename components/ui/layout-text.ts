import { getTranslations } from 'next-intl/server';
import { localeLinksText } from '@/components/shell/text';
import type { Locale } from '@/i18n/locales';
import { NOT_FOUND_TEXT_KEYS, type NotFoundTextKey } from '@/lib/i18n/not-found';
import type { ChunkErrorText } from './ChunkErrorNotice';
import type { BoundaryText } from './boundary-text';
import type { NoticesText } from './notifications/NotificationsProvider';

/** Every page's client texts: the boundaries', the notices' and the failed-chunk notice's. */
export async function layoutText(locale: Locale): Promise<{
  boundary: BoundaryText;
  notices: NoticesText;
  chunkError: ChunkErrorText;
}> {
  const [t, localeLinks] = await Promise.all([getTranslations(), localeLinksText()]);
  return {
    boundary: {
      locale,
      error: {
        title: t('errorPage.title'),
        unexpected: t('errors.UNEXPECTED'),
        chunkLoadFailed: t('errors.chunkLoadFailed'),
        retry: t('errors.retry'),
      },
      notFound: Object.fromEntries(NOT_FOUND_TEXT_KEYS.map((key) => [key, t(key)])) as Record<
        NotFoundTextKey,
        string
      >,
      localeLinks,
    },
    notices: { region: t('notices.region'), close: t('notices.close') },
    chunkError: { failed: t('errors.chunkLoadFailed'), reload: t('errors.reload') },
  };
}
