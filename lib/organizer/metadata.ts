import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { buildMetadata, notFoundMetadata } from '@/lib/seo/metadata';
import { isMissingResource } from './errors';
import { settle } from './settle';

/**
 * How long the head waits for the page's resource. Metadata is rendered before the body for
 * every user agent (`htmlLimitedBots` in next.config.mjs: valid HTML, docs/decisions/0901), so
 * a slow upstream would otherwise hold back the page's loading state for `API_TIMEOUT_MS`.
 */
export const METADATA_WAIT_MS = 1500;

/**
 * Metadata of an organizer page (always `noindex`): the not-found title when the page's
 * resource does not exist, else `title(value)` (`value` undefined when the read failed
 * otherwise, or took longer than METADATA_WAIT_MS: the head goes out with the generic title and
 * the body streams its loading state). `resource` is the same shared read as the page's content
 * (React `cache` or the organizer micro-cache), so the upstream is asked once per render.
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
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, METADATA_WAIT_MS, undefined);
  });
  const result = await Promise.race([settle(resource), late]).finally(() => clearTimeout(timer));
  if (result && !result.ok && isMissingResource(result.error))
    return notFoundMetadata({ locale, path });
  return buildMetadata({
    title: title(result?.ok ? result.value : undefined),
    path,
    locale,
    noindex: true,
  });
}
