import { getTranslations } from 'next-intl/server';
import { NotFoundStatus } from '@/components/ui/NotFoundStatus';
import { NotFoundView } from '@/components/ui/NotFoundView';

/**
 * A prerendered landing's "event not found" state, in the first HTML with HTTP 404: the same
 * text as `EventNotFound` (the client boundary that takes over after hydration), with the
 * title and `noindex` from the page's metadata (`eventNotFoundMetadata`).
 */
export async function EventNotFoundPage() {
  const t = await getTranslations();
  return (
    <>
      <NotFoundView
        title={t('errors.WRONG_ACTIVITY_ID')}
        text={t('errors.ACTIVITY_NOT_FOUND')}
        code={t('notFound.code')}
        withDocumentTitle={false}
      />
      <NotFoundStatus />
    </>
  );
}
