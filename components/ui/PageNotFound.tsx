'use client';

import { useTranslations } from 'next-intl';
import { NotFoundView } from './NotFoundView';

/**
 * The "page not found" text of a not-found boundary, drawn in the browser from the layout's
 * client messages: boundaries are rendered beside cached pages, where a server translation would
 * read the locale from the request headers and turn every one of them dynamic.
 */
export function PageNotFound() {
  const t = useTranslations('notFound');
  return <NotFoundView title={t('title')} text={t('text')} code={t('code')} />;
}
