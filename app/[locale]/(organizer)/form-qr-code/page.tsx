import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FormQrView } from '@/components/form-qr/FormQrView';
import { OrganizerContent } from '@/components/organizer/OrganizerContent';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { loadForm } from '@/lib/form-qr/load';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organizerMetadata } from '@/lib/organizer/metadata';
import { formQrQuerySchema, pagePath } from '@/lib/organizer/query';
import { readQuery } from '@/lib/query/read-query';
import { notFoundIfUnknown } from '@/lib/organizer/known';

async function inputs(props: PageProps<'/[locale]/form-qr-code'>) {
  const locale = await pageLocale(props.params);
  const query = readQuery(await props.searchParams, formQrQuerySchema) ?? notFound();
  await notFoundIfUnknown(loadForm(query.id));
  return { locale, id: query.id, path: pagePath('/form-qr-code', query) };
}

export async function generateMetadata(
  props: PageProps<'/[locale]/form-qr-code'>,
): Promise<Metadata> {
  const { locale, id, path } = await inputs(props);
  const t = await getTranslations({ locale, namespace: 'titles' });
  return organizerMetadata({
    locale,
    path,
    resource: loadForm(id),
    // The form's title stays out of the page title until the form is published.
    title: (form) => (form?.isPublished ? `${t('formQrCode')} — ${form.title}` : ''),
  });
}

export default async function FormQrCodePage(props: PageProps<'/[locale]/form-qr-code'>) {
  const { id, path } = await inputs(props);
  const t = await getTranslations('errorPage');
  // The frame has no heading: the form's title is the page's, so the states bring their own.
  return (
    <OrganizerFrame currentHref={path} width="medium">
      <OrganizerContent
        path={path}
        load={() => loadForm(id)}
        headingLevel={1}
        errorTitle={t('title')}
      >
        {(form) => <FormQrView form={form} path={path} />}
      </OrganizerContent>
    </OrganizerFrame>
  );
}
