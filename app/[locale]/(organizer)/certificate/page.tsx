import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CertificateView } from '@/components/certificate/CertificateView';
import { OrganizerContent } from '@/components/organizer/OrganizerContent';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { PageError } from '@/components/organizer/PageError';
import { EmptyState } from '@/components/organizer/PageStates';
import { ApiError, ERROR_CODES, isApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { TOKEN_PATTERN } from '@/lib/api/schemas';
import { getCertificate } from '@/lib/api/viewer';
import { pageLocale } from '@/lib/i18n/page-locale';
import { certificateQuerySchema, pagePath } from '@/lib/organizer/query';
import { readQuery } from '@/lib/query/read-query';
import { notFoundIfUnknown } from '@/lib/organizer/known';
import { buildMetadata } from '@/lib/seo/metadata';

/** The certificate's own query (docs/routes.md): the event hash and the viewer's token. */
async function inputs(props: PageProps<'/[locale]/certificate'>) {
  const locale = await pageLocale(props.params);
  const query = readQuery(await props.searchParams, certificateQuerySchema) ?? notFound();
  // An unknown event is a 404 whatever the token; the certificate's own answers stay in place.
  await notFoundIfUnknown(getActivity(query.hash));
  return { locale, ...query, path: pagePath('/certificate', query) };
}

export async function generateMetadata(
  props: PageProps<'/[locale]/certificate'>,
): Promise<Metadata> {
  const { locale, path } = await inputs(props);
  // No title of its own (the brand name); personal, so never indexed.
  return buildMetadata({ title: '', path, locale, noindex: true });
}

export default async function CertificatePage(props: PageProps<'/[locale]/certificate'>) {
  const { hash, token, path } = await inputs(props);
  const [t, tErrors] = await Promise.all([
    getTranslations('certificate'),
    getTranslations('errors'),
  ]);
  return (
    <OrganizerFrame currentHref={path} width="wide">
      <h1 className="mb-2 text-3xl font-bold tablet:text-4xl">{t('heading')}</h1>
      <OrganizerContent
        path={path}
        load={() => loadCertificate(hash, token)}
        renderError={(error) => {
          if (isApiError(error) && error.code === ERROR_CODES.CERTIFICATE_NOT_FOUND) {
            return (
              <EmptyState title={t('notUploadedTitle')} text={tErrors('CERTIFICATE_NOT_FOUND')} />
            );
          }
          if (
            isApiError(error) &&
            (error.code === ERROR_CODES.TOKEN_INVALID ||
              error.code === ERROR_CODES.VIEWER_NOT_FOUND)
          ) {
            return <PageError error={error} path={path} title={t('badLinkTitle')} />;
          }
          return undefined;
        }}
      >
        {([certificate, eventName]) => (
          <CertificateView certificate={certificate} eventName={eventName} />
        )}
      </OrganizerContent>
    </OrganizerFrame>
  );
}

/** A missing or malformed token is a bad link, exactly like an unknown one. */
function loadCertificate(hash: string, token: string | undefined) {
  if (token === undefined || !TOKEN_PATTERN.test(token)) {
    return Promise.reject(
      new ApiError({ code: ERROR_CODES.TOKEN_INVALID, service: 'viewer', status: 400 }),
    );
  }
  return Promise.all([
    getCertificate(hash, token),
    getActivity(hash).then(
      (activity) => activity.name,
      () => undefined,
    ),
  ]);
}
