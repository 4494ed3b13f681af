'use client';

import { useTranslations } from 'next-intl';
import { NotFoundView } from './NotFoundView';

/*
 * The not-found texts of the boundaries, drawn in the browser from the layout's client messages:
 * boundaries are rendered beside cached pages, where a server translation would read the locale
 * from the request headers and turn every one of them dynamic. Both live in this one client
 * module: a page loads its own boundary's code and its locale's, and as one module they are one
 * small chunk instead of two that each carry NotFoundView.
 */

/** The "page not found" text. */
export function PageNotFound() {
  const t = useTranslations('notFound');
  return <NotFoundView title={t('title')} text={t('text')} code={t('code')} />;
}

/** The "event not found" state (HTTP 404): the event's link is well-formed but unknown. */
export function EventNotFound() {
  const t = useTranslations();
  return (
    <NotFoundView
      title={t('errors.WRONG_ACTIVITY_ID')}
      text={t('errors.ACTIVITY_NOT_FOUND')}
      code={t('notFound.code')}
    />
  );
}
