import { hasLocale } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { routing, type Locale } from './routing';

/** The request's locale, typed, for server components that hand it to client ones. */
export async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
}
