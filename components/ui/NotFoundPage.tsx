import { getTranslations } from 'next-intl/server';
import { NOT_FOUND_CODE, NOT_FOUND_MESSAGES, type NotFoundKind } from '@/lib/i18n/not-found';
import { NotFoundStatus } from './NotFoundStatus';
import { NotFoundView } from './NotFoundView';

/**
 * A prerendered page's not-found state, `event` or `page`, in the first HTML with HTTP 404: the
 * same text as `NotFound` (the client boundary that takes over after hydration), with the title
 * and `noindex` from the page's metadata (`landingNotFoundMetadata`, `notFoundMetadata`).
 */
export async function NotFoundPage({ kind }: { kind: NotFoundKind }) {
  const t = await getTranslations();
  const { title, text } = NOT_FOUND_MESSAGES[kind];
  return (
    <>
      <NotFoundView
        title={t(title)}
        text={t(text)}
        code={t(NOT_FOUND_CODE)}
        withDocumentTitle={false}
      />
      <NotFoundStatus />
    </>
  );
}
