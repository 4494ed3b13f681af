import { getTranslations } from 'next-intl/server';
import { EmptyState } from './PageStates';

/**
 * An organizer page's missing resource (unknown event, keys id or form), rendered in place of
 * its content by the server, so the text is in the page's HTML (inline for crawlers and link
 * previews, which Next answers only once everything is rendered). The page's metadata gives the
 * not-found title (`organizerNotFoundMetadata`); organizer pages are `noindex` throughout. The
 * status stays 200: the page has streamed its frame and loading state by then.
 */
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
