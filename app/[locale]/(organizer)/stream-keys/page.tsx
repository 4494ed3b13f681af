import { organizerRoute } from '@/components/organizer/organizer-route';
import { StreamKeysView } from '@/components/stream-keys/StreamKeysView';
import { getBrand } from '@/lib/brand';
import { ROUTE_TABLE } from '@/lib/routing/table';

const route = organizerRoute(ROUTE_TABLE.streamKeys, {
  width: 'medium',
  heading: (t) => (
    <h1 className="mb-6 text-3xl font-bold tablet:text-4xl">{t('streamKeys.heading')}</h1>
  ),
  View: ({ data }) => (
    <StreamKeysView activity={data} docsLink={getBrand().obsStreamDocumentationLink} />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
