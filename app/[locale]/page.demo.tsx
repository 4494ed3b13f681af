import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DemoIndex } from '@/demo/components/DemoIndex';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { isDemoMode } from '@/lib/config';
import { buildMetadata } from '@/lib/seo/metadata';

// Demo or not is decided by the runtime environment, not by whatever the build saw.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale) || !isDemoMode()) return {};
  const t = await getTranslations({ locale, namespace: 'demo' });
  return buildMetadata({ title: t('title'), locale, path: '/', noindex: true });
}

/**
 * `/` is a 404 with a real upstream (docs/routes.md). On the embedded demo it lists the demo
 * events and services instead, so a newcomer has somewhere to start.
 */
export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale) || !isDemoMode()) notFound();
  setRequestLocale(locale);
  return <DemoIndex />;
}
