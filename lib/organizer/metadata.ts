import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { buildMetadata, notFoundMetadata } from '@/lib/seo/metadata';
import { isMissingResource } from './errors';
import { settle } from './settle';

/**
 * Metadata of an organizer page (always `noindex`): the not-found title when the page's
 * resource does not exist, else `title(value)` (`value` undefined when the read failed
 * otherwise). `resource` is the same shared read as the page's content (React `cache` or the
 * organizer micro-cache), so the upstream is asked once per render.
 */
export async function organizerMetadata<T>({
  locale,
  path,
  resource,
  title,
}: {
  locale: Locale;
  path: string;
  resource: Promise<T>;
  title: (value: T | undefined) => string;
}): Promise<Metadata> {
  const result = await settle(resource);
  if (!result.ok && isMissingResource(result.error)) return notFoundMetadata({ locale, path });
  return buildMetadata({
    title: title(result.ok ? result.value : undefined),
    path,
    locale,
    noindex: true,
  });
}
