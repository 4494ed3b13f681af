import { OrderView, orderHeading } from '@/components/registration/OrderView';
import { eventRoute } from '@/lib/routing/event-route';
import { ROUTE_TABLE } from '@/lib/routing/table';

const route = eventRoute(ROUTE_TABLE.orderInvoice, {
  title: async ({ locale, activity, t }) =>
    t('platformPage.orderPageTitle', {
      heading: await orderHeading(locale, 'invoice'),
      name: activity.name,
    }),
  View: ({ activity, inputs }) => (
    <OrderView activity={activity} orderId={inputs.orderId} variant="invoice" />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
