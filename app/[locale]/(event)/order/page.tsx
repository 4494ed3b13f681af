import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderView, orderHeading } from '@/components/registration/OrderView';
import { orderInputsSchema } from '@/lib/platform/inputs';
import { eventPageInputs } from '@/lib/platform/page-inputs';
import { buildMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(props: PageProps<'/[locale]/order'>): Promise<Metadata> {
  const { locale, activity } = await eventPageInputs(props, orderInputsSchema);
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

export default async function OrderPage(props: PageProps<'/[locale]/order'>) {
  const { inputs, activity } = await eventPageInputs(props, orderInputsSchema);
  return <OrderView activity={activity} orderId={inputs.orderId} variant="order" />;
}
