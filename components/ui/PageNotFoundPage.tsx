import { getTranslations } from 'next-intl/server';
import { NotFoundStatus } from './NotFoundStatus';
import { NotFoundView } from './NotFoundView';

/**
 * A prerendered page's "page not found" state, in the first HTML with HTTP 404; its title and
 * `noindex` come from the page's metadata (`notFoundMetadata`).
 */
export async function PageNotFoundPage() {
  const t = await getTranslations('notFound');
  return (
    <>
      <NotFoundView
        title={t('title')}
        text={t('text')}
        code={t('code')}
        withDocumentTitle={false}
      />
      <NotFoundStatus />
    </>
  );
}
