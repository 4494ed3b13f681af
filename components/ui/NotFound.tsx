'use client';

import { NOT_FOUND_CODE, NOT_FOUND_MESSAGES, type NotFoundKind } from '@/lib/i18n/not-found';
import { useText } from './text';
import { NotFoundView } from './NotFoundView';

// Drawn in the browser from the layout's texts: a server translation beside cached pages would
// read the locale from the request headers and turn every one of them dynamic.
export function NotFound({ kind }: { kind: NotFoundKind }) {
  const t = useText();
  const { title, text } = NOT_FOUND_MESSAGES[kind];
  return <NotFoundView title={t(title)} text={t(text)} code={t(NOT_FOUND_CODE)} />;
}
