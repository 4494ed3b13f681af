import { organizerRoute } from '@/components/organizer/organizer-route';
import { PollView } from '@/components/polls/PollView';
import { ROUTE_TABLE } from '@/lib/routing/table';

const route = organizerRoute(ROUTE_TABLE.polls, {
  width: 'medium',
  bigScreen: true,
  heading: (t) => <h1 className="mb-2 text-3xl font-bold tablet:text-4xl">{t('polls.heading')}</h1>,
  View: ({ data: { poll, eventName }, query }) => (
    <PollView target={query} eventName={eventName} poll={poll} />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
