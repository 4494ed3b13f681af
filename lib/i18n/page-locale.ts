import 'server-only';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';

/**
 * An organizer or event page's locale from its `params` (typed `string` by `PageProps`), or the not-found
 * page. The `[locale]` layout checks it too, but Next renders a page alongside its layouts, not
 * after them, so the page narrows it itself and tells next-intl for this render: its server
 * components then read it with `getTranslations('<namespace>')` and `getLocale()`, no prop needed.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
