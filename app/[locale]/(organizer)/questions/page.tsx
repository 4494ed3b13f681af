import { organizerRoute } from '@/components/organizer/organizer-route';
import { QuestionsView } from '@/components/questions/QuestionsView';
import { platformOffsetHours } from '@/lib/activity/derived';
import { ROUTE_TABLE } from '@/lib/routing/table';

const route = organizerRoute(ROUTE_TABLE.questions, {
  heading: (t) => (
    <h1 className="mb-2 text-3xl font-bold tablet:text-4xl">{t('questions.heading')}</h1>
  ),
  View: ({ data: { activity, questions }, query }) => (
    <QuestionsView
      hash={query.hash}
      eventName={activity.name}
      questions={questions}
      offsetHours={platformOffsetHours(activity)}
    />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
