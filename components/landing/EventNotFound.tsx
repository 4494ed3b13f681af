'use client';

import { useTranslations } from 'next-intl';
import { NotFoundView } from '@/components/ui/NotFoundView';

/**
 * The landing's "event not found" state (HTTP 404): the hash is well-formed but unknown. Client
 * component for the same reason as app/[locale]/not-found.tsx: it must not read request headers.
 */
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
