'use client';

import dynamic from 'next/dynamic';
import {
  NOT_FOUND_BACK,
  NOT_FOUND_CODE,
  NOT_FOUND_MESSAGES,
  type NotFoundKind,
} from '@/lib/i18n/not-found';
import { useText } from './text';
import { NotFoundView } from './NotFoundView';

// Every page loads its boundaries; their client leaves load only when one is shown. The way back
// keeps its place meanwhile, so the text does not move.
const Switch = dynamic(() =>
  import('@/components/shell/LocaleSwitcherClient').then((module) => module.ClientLocaleLinks),
);
const Back = dynamic(() => import('./NotFoundBack').then((module) => module.NotFoundBack), {
  loading: () => <div aria-hidden="true" className="mt-4 h-11" />,
});

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
      switcher={<Switch />}
      back={<Back label={t(NOT_FOUND_BACK)} />}
    />
  );
}
