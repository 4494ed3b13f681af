import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { errorText } from '@/lib/organizer/errors';
import { localizedPath } from '@/lib/seo/urls';
import { ErrorState } from './PageStates';

/** A failed upstream call as the catalogue text, with a retry that loads the same page again. */
export async function PageError({
  error,
  locale,
  path,
  title,
  headingLevel,
}: {
  error: unknown;
  locale: Locale;
  /** The page's locale-free path with its query. */
  path: string;
  title?: string;
  headingLevel?: 1 | 2;
}) {
  const t = await getTranslations({ locale, namespace: 'errors' });
  return (
    <ErrorState
      title={title}
      headingLevel={headingLevel}
      message={await errorText(error, locale)}
      retryHref={localizedPath(path, locale)}
      retryLabel={t('retry')}
    />
  );
}
