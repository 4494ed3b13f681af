import { CertificateView } from '@/components/certificate/CertificateView';
import { organizerRoute } from '@/components/organizer/organizer-route';
import { PageError } from '@/components/organizer/PageError';
import { EmptyState } from '@/components/organizer/PageStates';
import { ERROR_CODES, isApiError } from '@/lib/api/errors';
import { ROUTE_TABLE } from '@/lib/routing/table';

const route = organizerRoute(ROUTE_TABLE.certificate, {
  width: 'wide',
  heading: (t) => (
    <h1 className="mb-2 text-3xl font-bold tablet:text-4xl">{t('certificate.heading')}</h1>
  ),
  renderError: (error, { t, path }) => {
    if (!isApiError(error)) return undefined;
    if (error.code === ERROR_CODES.CERTIFICATE_NOT_FOUND) {
      return (
        <EmptyState
          title={t('certificate.notUploadedTitle')}
          text={t('errors.CERTIFICATE_NOT_FOUND')}
        />
      );
    }
    if (error.code === ERROR_CODES.TOKEN_INVALID || error.code === ERROR_CODES.VIEWER_NOT_FOUND) {
      return <PageError error={error} path={path} title={t('certificate.badLinkTitle')} />;
    }
    return undefined;
  },
  View: ({ data: [certificate, eventName] }) => (
    <CertificateView certificate={certificate} eventName={eventName} />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
