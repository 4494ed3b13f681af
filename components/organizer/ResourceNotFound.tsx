import { getTranslations } from 'next-intl/server';
import { EmptyState } from './PageStates';

// Rendered by the server in place of the content, so the text is in the HTML; the status stays
// 200, since the frame and loading state have streamed by then.
export async function ResourceNotFound({
  headingLevel = 2,
}: {
  /** 1 on a page whose frame has no heading of its own. */
  headingLevel?: 1 | 2;
}) {
  const t = await getTranslations('notFound');
  return (
    <div data-testid="resource-not-found">
      <EmptyState title={t('title')} text={t('text')} headingLevel={headingLevel} />
    </div>
  );
}
