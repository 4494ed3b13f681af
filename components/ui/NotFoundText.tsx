'use client';

import type { NotFoundKind } from '@/lib/i18n/not-found';
import { useBoundaryText } from './boundary-text';
import { NotFoundView } from './NotFoundView';

/** One small client module for both kinds, so the boundaries a page loads share one chunk. */
export function NotFoundText({
  kind,
  logo,
}: {
  kind: NotFoundKind;
  logo: { src: string; alt: string };
}) {
  const { notFound, localeLinks, locale } = useBoundaryText();
  return (
    <NotFoundView
      kind={kind}
      t={(key) => notFound[key]}
      logo={logo}
      localeSwitch={{ text: localeLinks, locale }}
    />
  );
}
