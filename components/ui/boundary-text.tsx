'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { LocaleLinksText } from '@/components/shell/LocaleSwitcherClient';
import type { Locale } from '@/i18n/locales';
import type { NotFoundTextKey } from '@/lib/i18n/not-found';

/** What the locale layout's boundaries show, translated by the layout. */
export interface BoundaryText {
  locale: Locale;
  error: { title: string; unexpected: string; chunkLoadFailed: string; retry: string };
  notFound: Record<NotFoundTextKey, string>;
  localeLinks: LocaleLinksText;
}

const BoundaryTextContext = createContext<BoundaryText | null>(null);

// Next renders error.tsx and not-found.tsx without props, so the layout's strings reach them
// here; every other client component gets its strings as props.
export function BoundaryTextProvider({
  text,
  children,
}: {
  text: BoundaryText;
  children: ReactNode;
}) {
  return <BoundaryTextContext value={text}>{children}</BoundaryTextContext>;
}

export function useBoundaryText(): BoundaryText {
  const text = useContext(BoundaryTextContext);
  if (!text) throw new Error('useBoundaryText must be used inside <BoundaryTextProvider>');
  return text;
}
