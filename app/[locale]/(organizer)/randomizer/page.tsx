import { organizerRoute } from '@/components/organizer/organizer-route';
import { RandomizerView } from '@/components/randomizer/RandomizerView';
import { ROUTE_TABLE } from '@/lib/routing/table';

// A prize draw on an organizer's projector (decision 0001): lib/randomizer/draw.ts makes it uniform
// and never repeats a person.
const route = organizerRoute(ROUTE_TABLE.randomizer, {
  width: 'wide',
  // The event's name is the heading (RandomizerView); this line says what the screen is.
  heading: (t) => (
    <p className="text-lg font-bold uppercase tracking-wide text-accent-text">
      {t('randomizer.title')}
    </p>
  ),
  headingLevel: 1,
  View: ({ data }) => <RandomizerView data={data} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
