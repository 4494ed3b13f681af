import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { buildMetadata, notFoundMetadata } from '@/lib/seo/metadata';
import { isMissingResource } from './errors';
import { settle } from './settle';

/** The head goes before the body for every agent (decision 0901): a slow upstream would hold it. @internal */
export const METADATA_WAIT_MS = 1500;

/** Past METADATA_WAIT_MS the head goes out with the generic title and the body streams. */
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
