import { organizerRoute } from '@/components/organizer/organizer-route';
import { subscriptionView } from '@/components/subscriptions/subscription-route';
import { ROUTE_TABLE } from '@/lib/routing/table';

const route = organizerRoute(ROUTE_TABLE.portalSubscriptions, subscriptionView('portal'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
