import type { ReactNode } from 'react';
import { TextProvider } from '@/components/ui/text';
import { FIRST_LOAD_TEXT, type TextGroup, type Texts } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

/**
 * A FIRST_LOAD_TEXT group read straight from `locale`'s catalogue, as `firstLoadText` resolves
 * it (its messages are plain strings: i18n/first-load-text.test.tsx checks that). Throws for a
 * key the catalogue lacks. Tests only.
 */
export function textOf(group: TextGroup, locale: Locale = 'ru'): Texts {
  const catalogue: unknown = locale === 'ru' ? ru : en;
  return Object.fromEntries(
    FIRST_LOAD_TEXT[group].map((key) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
      if (typeof value !== 'string') throw new Error(`No message at ${key}`);
      return [key, value];
    }),
  );
}

/** Children under the texts of `groups` in `locale` (the layout's by default). Tests only. */
export function WithText({
  locale = 'ru',
  groups = ['layout'],
  children,
}: {
  locale?: Locale;
  groups?: readonly TextGroup[];
  children: ReactNode;
}) {
  const text = Object.assign({}, ...groups.map((group) => textOf(group, locale))) as Texts;
  return (
    <TextProvider text={text} locale={locale}>
      {children}
    </TextProvider>
  );
}
