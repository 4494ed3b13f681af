'use client';

import {
  NOT_FOUND_BACK,
  NOT_FOUND_CODE,
  NOT_FOUND_MESSAGES,
  type NotFoundKind,
} from '@/lib/i18n/not-found';
import { NotFoundBackLink, NotFoundSwitch } from './NotFoundLeaves';
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
  const t = useText();
  const { title, text } = NOT_FOUND_MESSAGES[kind];
  return (
    <NotFoundView
      title={t(title)}
      text={t(text)}
      code={t(NOT_FOUND_CODE)}
      logo={logo}
      switcher={<NotFoundSwitch />}
      back={<NotFoundBackLink label={t(NOT_FOUND_BACK)} />}
    />
  );
}
