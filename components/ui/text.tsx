'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { TextKey, Texts } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';

const TextContext = createContext<{ texts: Texts; locale: Locale } | null>(null);

// Plain strings in a context, not a translation client, so the first load carries no translation
// runtime (docs/decisions/0714-first-load-text.md); a nested provider adds to its parent's.
export function TextProvider({
  text,
  locale,
  children,
}: {
  text: Texts;
  /** The page's locale: required at the root (the layout), inherited below. */
  locale?: Locale;
  children: ReactNode;
}) {
  const parent = useContext(TextContext);
  const value = {
    texts: parent ? { ...parent.texts, ...text } : text,
    locale: locale ?? parent?.locale,
  };
  if (!value.locale) throw new Error('The outermost <TextProvider> names the locale');
  return <TextContext value={value as { texts: Texts; locale: Locale }}>{children}</TextContext>;
}

function useTextContext() {
  const context = useContext(TextContext);
  if (!context) throw new Error('useText must be used inside <TextProvider>');
  return context;
}

export function usePageLocale(): Locale {
  return useTextContext().locale;
}

/** `text('errors.retry')`; a key no provider above resolved throws, as a missing message would. */
export function useText(): (key: TextKey) => string {
  const { texts } = useTextContext();
  return (key) => {
    const value = texts[key];
    if (value === undefined) throw new Error(`No text at ${key}`);
    return value;
  };
}
