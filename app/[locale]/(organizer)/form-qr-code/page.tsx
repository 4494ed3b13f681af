import { FormQrView } from '@/components/form-qr/FormQrView';
import { organizerRoute } from '@/components/organizer/organizer-route';
import { ROUTE_TABLE } from '@/lib/routing/table';

// The frame has no heading: the form's title is the page's, so the states bring their own.
const route = organizerRoute(ROUTE_TABLE.formQrCode, {
  width: 'medium',
  headingLevel: 1,
  errorTitle: (t) => t('errorPage.title'),
  View: ({ data, path }) => <FormQrView form={data} path={path} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
