'use client';

import { useTranslations } from 'next-intl';
import { NotFoundView } from '@/components/ui/NotFoundView';

/**
 * A client component on purpose: Next renders not-found boundaries alongside cached pages, and a
 * server `useTranslations` there would read the locale from request headers, which opts every
 * cached page into dynamic rendering. The layout's client provider already knows the locale.
 */
export default function LocaleNotFound() {
  const t = useTranslations('notFound');
  return <NotFoundView title={t('title')} text={t('text')} code={t('code')} />;
}
