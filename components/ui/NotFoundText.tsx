'use client';

import type { NotFoundKind } from '@/lib/i18n/not-found';
import { useText } from './text';
import { NotFoundView } from './NotFoundView';

/** One small client module for both kinds, so the boundaries a page loads share one chunk. */
export function NotFoundText({
  kind,
  logo,
}: {
  kind: NotFoundKind;
  logo: { src: string; alt: string };
}) {
  return <NotFoundView kind={kind} t={useText()} logo={logo} />;
}
