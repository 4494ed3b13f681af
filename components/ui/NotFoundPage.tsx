import { getTranslations } from 'next-intl/server';
import { getBrand } from '@/lib/brand';
import type { NotFoundKind } from '@/lib/i18n/not-found';
import { NotFoundStatus } from './NotFoundStatus';
import { NotFoundView } from './NotFoundView';

/** `NotFound`'s page in the first HTML with a 404; `NotFound` takes over after hydration. */
export async function NotFoundPage({ kind }: { kind: NotFoundKind }) {
  const t = await getTranslations();
  const { logo, name } = getBrand();
  return (
    <>
      <NotFoundView
        kind={kind}
        t={(key) => t(key)}
        logo={{ src: logo, alt: name }}
        withDocumentTitle={false}
      />
      <NotFoundStatus />
    </>
  );
}
