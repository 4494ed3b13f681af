import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderView, orderHeading } from '@/components/registration/OrderView';
import { routing } from '@/i18n/routing';
import { orderInputsSchema } from '@/lib/platform/inputs';
import { readQuery, type SearchParams } from '@/lib/query/read-query';
import { loadEvent } from '@/lib/platform/load-event';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

async function load({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const inputs = readQuery(await searchParams, orderInputsSchema) ?? notFound();
  return { locale, inputs, activity: await loadEvent(inputs.hash) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, activity } = await load(props);
  const t = await getTranslations({ locale, namespace: 'platformPage' });
  return buildMetadata({
    title: t('orderPageTitle', {
      heading: await orderHeading(locale, 'order'),
      name: activity.name,
    }),
    // The order id stays out of the canonical URL; a visitor's order is nobody's search result.
    path: `/order?hash=${encodeURIComponent(activity.hash)}`,
    locale,
    noindex: true,
  });
}

export default async function OrderPage(props: Props) {
  const { locale, inputs, activity } = await load(props);
  return <OrderView locale={locale} activity={activity} orderId={inputs.orderId} variant="order" />;
}
