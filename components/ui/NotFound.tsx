'use client';

import { NOT_FOUND_CODE, NOT_FOUND_MESSAGES, type NotFoundKind } from '@/lib/i18n/not-found';
import { useText } from './text';
import { NotFoundView } from './NotFoundView';

/**
 * A not-found boundary's text, `event` or `page` (lib/i18n/not-found.ts), drawn in the browser
 * from the layout's texts: boundaries are rendered beside cached pages, where a server
 * translation would read the locale from the request headers and turn every one of them dynamic.
 * One small client module for both kinds, so the boundaries a page loads share one chunk.
 */
export function NotFound({ kind }: { kind: NotFoundKind }) {
  const t = useText();
  const { title, text } = NOT_FOUND_MESSAGES[kind];
  return <NotFoundView title={t(title)} text={t(text)} code={t(NOT_FOUND_CODE)} />;
}
