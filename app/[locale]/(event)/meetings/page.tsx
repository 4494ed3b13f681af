import { FullViewportPlayer } from '@/components/platform/FullViewportPlayer';
import { eventRoute } from '@/lib/routing/event-route';
import { ROUTE_TABLE } from '@/lib/routing/table';

const route = eventRoute(ROUTE_TABLE.meetings, {
  title: ({ activity }) => activity.name,
  View: ({ activity, inputs }) => (
    <FullViewportPlayer activity={activity} inputs={inputs} mode="meetings" />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
