import { organizerRoute } from '@/components/organizer/organizer-route';
import { RatingView } from '@/components/rating/RatingView';
import { ROUTE_TABLE } from '@/lib/routing/table';

const route = organizerRoute(ROUTE_TABLE.participantsRating, {
  heading: (t) => (
    <h1 className="mb-2 text-3xl font-bold tablet:text-4xl">{t('titles.participantsRating')}</h1>
  ),
  View: ({ data: { entries, eventName }, query }) => (
    <RatingView target={query} eventName={eventName} entries={entries} />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
