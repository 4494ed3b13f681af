import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EquipmentCheck } from '@/components/media-test/EquipmentCheck';
import { Footer } from '@/components/shell/Footer';
import { LocaleSwitcherCarryingQuery } from '@/components/shell/LocaleSwitcherCarryingQuery';
import { SiteHeader } from '@/components/shell/SiteHeader';
import { routing } from '@/i18n/routing';
import { getBrand } from '@/lib/brand';
import { ROUTES } from '@/lib/routing/routes.mjs';
import { buildMetadata, pageTitle } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/test'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale });
  return buildMetadata({
    title: pageTitle(t, t('testPage.title')),
    locale,
    path: ROUTES.test.path,
  });
}

export default async function TestPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const brand = getBrand();
  return (
    <>
      <SiteHeader variant="product" brand={brand} switcher={<LocaleSwitcherCarryingQuery />} />
      <EquipmentCheck />
      <Footer brand={brand} showPaymentLogos={false} isTestPage />
    </>
  );
}
