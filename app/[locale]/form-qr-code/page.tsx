import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { FormQrView } from '@/components/form-qr/FormQrView';
import { ResourceNotFound } from '@/components/organizer/ResourceNotFound';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { PageError } from '@/components/organizer/PageError';
import { LoadingState } from '@/components/organizer/PageStates';
import { routing, type Locale } from '@/i18n/routing';
import { loadForm } from '@/lib/form-qr/load';
import { isMissingResource } from '@/lib/organizer/errors';
import { organizerMetadata } from '@/lib/organizer/metadata';
import { settle } from '@/lib/organizer/settle';
import { formQrQuerySchema, pagePath } from '@/lib/organizer/query';
import { readQuery, type SearchParams } from '@/lib/query/read-query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

async function readInputs({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = readQuery(await searchParams, formQrQuerySchema);
  if (!query) notFound();
  return { locale, id: query.id, path: pagePath('/form-qr-code', { id: query.id }) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, id, path } = await readInputs(props);
  const t = await getTranslations({ locale, namespace: 'titles' });
  return organizerMetadata({
    locale,
    path,
    resource: loadForm(id),
    // Spec: the form QR title stays hidden until the form is published.
    title: (form) => (form?.isPublished ? `${t('formQrCode')} — ${form.title}` : ''),
  });
}

export default async function FormQrCodePage(props: Props) {
  const { locale, id, path } = await readInputs(props);
  const tRoot = await getTranslations({ locale });
  return (
    <OrganizerFrame locale={locale} currentHref={path} width="medium">
      <Suspense fallback={<LoadingState label={tRoot('loading')} />}>
        <FormQrContent id={id} locale={locale} path={path} />
      </Suspense>
    </OrganizerFrame>
  );
}

async function FormQrContent({ id, locale, path }: { id: string; locale: Locale; path: string }) {
  const result = await settle(loadForm(id));
  if (!result.ok) {
    if (isMissingResource(result.error)) {
      return <ResourceNotFound locale={locale} headingLevel={1} />;
    }
    const t = await getTranslations({ locale, namespace: 'errorPage' });
    return (
      <PageError
        error={result.error}
        locale={locale}
        path={path}
        title={t('title')}
        headingLevel={1}
      />
    );
  }
  return <FormQrView form={result.value} locale={locale} path={path} />;
}
