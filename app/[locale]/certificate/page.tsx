import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { CertificateView } from '@/components/certificate/CertificateView';
import { ResourceNotFound } from '@/components/organizer/ResourceNotFound';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { PageError } from '@/components/organizer/PageError';
import { EmptyState, LoadingState } from '@/components/organizer/PageStates';
import { routing, type Locale } from '@/i18n/routing';
import { ApiError, ERROR_CODES, isApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { TOKEN_PATTERN } from '@/lib/api/schemas';
import { getCertificate } from '@/lib/api/viewer';
import { isMissingResource } from '@/lib/organizer/errors';
import { settle } from '@/lib/organizer/settle';
import { certificateQuerySchema, pagePath } from '@/lib/organizer/query';
import { readQuery, type SearchParams } from '@/lib/query/read-query';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** The certificate route reads its own query (spec section 2): the event hash and the viewer's token. */
async function readInputs({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = readQuery(await searchParams, certificateQuerySchema);
  if (!query) notFound();
  return { locale, ...query, path: pagePath('/certificate', query) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, path } = await readInputs(props);
  // No title in the spec's list (the brand name); personal, so never indexed.
  return buildMetadata({ title: '', path, locale, noindex: true });
}

export default async function CertificatePage(props: Props) {
  const { locale, hash, token, path } = await readInputs(props);
  const t = await getTranslations({ locale, namespace: 'certificate' });
  const tRoot = await getTranslations({ locale });
  return (
    <OrganizerFrame locale={locale} currentHref={path} width="wide">
      <h1 className="mb-2 text-3xl font-bold tablet:text-4xl">{t('heading')}</h1>
      <Suspense fallback={<LoadingState label={tRoot('loading')} />}>
        <CertificateContent hash={hash} token={token} locale={locale} path={path} />
      </Suspense>
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

async function CertificateContent({
  hash,
  token,
  locale,
  path,
}: {
  hash: string;
  token: string | undefined;
  locale: Locale;
  path: string;
}) {
  const result = await settle(loadCertificate(hash, token));
  if (result.ok) {
    const [certificate, eventName] = result.value;
    return <CertificateView certificate={certificate} eventName={eventName} locale={locale} />;
  }
  const { error } = result;
  const t = await getTranslations({ locale, namespace: 'certificate' });
  if (isApiError(error) && error.code === ERROR_CODES.CERTIFICATE_NOT_FOUND) {
    const tErrors = await getTranslations({ locale, namespace: 'errors' });
    return <EmptyState title={t('notUploadedTitle')} text={tErrors('CERTIFICATE_NOT_FOUND')} />;
  }
  if (
    isApiError(error) &&
    (error.code === ERROR_CODES.TOKEN_INVALID || error.code === ERROR_CODES.VIEWER_NOT_FOUND)
  ) {
    return <PageError error={error} locale={locale} path={path} title={t('badLinkTitle')} />;
  }
  if (isMissingResource(error)) return <ResourceNotFound locale={locale} />;
  return <PageError error={error} locale={locale} path={path} />;
}
