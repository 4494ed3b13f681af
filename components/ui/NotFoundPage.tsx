import { getTranslations } from 'next-intl/server';
import { localeLinksText } from '@/components/shell/text';
import { currentLocale } from '@/i18n/current-locale';
import { getBrand } from '@/lib/brand';
import type { NotFoundKind } from '@/lib/i18n/not-found';
import { NotFoundStatus } from './NotFoundStatus';
import { NotFoundView } from './NotFoundView';

/** `NotFound`'s page in the first HTML with a 404; `NotFound` takes over after hydration. */
export async function NotFoundPage({ kind }: { kind: NotFoundKind }) {
  const [t, text, locale] = await Promise.all([
    getTranslations(),
    localeLinksText(),
    currentLocale(),
  ]);
  const { logo, name } = getBrand();
  return (
    <>
      <NotFoundView
        kind={kind}
        t={(key) => t(key)}
        logo={{ src: logo, alt: name }}
        localeSwitch={{ text, locale }}
        withDocumentTitle={false}
      />
      <NotFoundStatus />
    </>
  );
}
