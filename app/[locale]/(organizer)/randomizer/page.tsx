import { organizerRoute } from '@/components/organizer/organizer-route';
import { RandomizerView } from '@/components/randomizer/RandomizerView';
import { ROUTE_TABLE } from '@/lib/routing/table';

/*
 * A prize draw over the viewers (docs/routes.md), shown on an organizer's projector; the screen
 * itself is our choice (docs/decisions/0001-where-the-spec-is-silent.md). It loads every page of
 * the event's public viewers list on the server, and the presenter draws 1…min(50, viewers) winners
 * in the browser: `crypto.getRandomValues` with rejection sampling and a partial Fisher–Yates
 * shuffle (lib/randomizer/draw.ts), so the draw is uniform and never repeats a person. Winners are
 * revealed one by one (at once with reduced motion) in large type; "draw again" makes a new,
 * independent draw from the whole list; an event without viewers shows an empty state.
 */
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
