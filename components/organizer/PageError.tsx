import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { errorText } from '@/lib/organizer/errors';
import { localizedPath } from '@/lib/seo/urls';
import { ErrorState } from './PageStates';

/** A failed upstream call as the catalogue text, with a retry that loads the same page again. */
export async function PageError({
  error,
  path,
  title,
  headingLevel,
}: {
  error: unknown;
  path: string;
  title?: string;
  headingLevel?: 1 | 2;
}) {
  const [locale, t, message] = await Promise.all([
    getLocale(),
    getTranslations('errors'),
    errorText(error),
  ]);
  return (
    <ErrorState
      title={title}
      headingLevel={headingLevel}
      message={message}
      retryHref={localizedPath(path, locale)}
      retryLabel={t('retry')}
    />
  );
}
