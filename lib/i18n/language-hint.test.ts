import { hasLocaleCookie, localeCookie, localeHref, preferredLocale } from './language-hint';

describe('language hint helpers', () => {
  it('takes the first of the browser languages the product has', () => {
    expect(preferredLocale(['en-US', 'ru'])).toBe('en');
    expect(preferredLocale(['de-DE', 'ru-RU', 'en'])).toBe('ru');
    expect(preferredLocale(['de', 'fr'])).toBeUndefined();
    expect(preferredLocale([])).toBeUndefined();
  });

  it('finds the locale cookie among others', () => {
    expect(hasLocaleCookie('a=1; NEXT_LOCALE=ru; b=2')).toBe(true);
    expect(hasLocaleCookie('NEXT_LOCALE_X=1; a=NEXT_LOCALE=en')).toBe(false);
    expect(hasLocaleCookie('')).toBe(false);
  });

  it('stores the choice for a year on every path, SameSite=Lax', () => {
    expect(localeCookie('en')).toBe('NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax');
  });

  it('links the same page and query in the other locale, prefixed', () => {
    expect(localeHref('en', '/max', '?hash=demo-online')).toBe('/en/max?hash=demo-online');
    expect(localeHref('ru', '/en/max', '?hash=x&debug=1')).toBe('/ru/max?hash=x&debug=1');
    expect(localeHref('ru', '/en', '')).toBe('/ru');
    expect(localeHref('en', '/', '')).toBe('/en');
    expect(localeHref('en', '/english-page', '')).toBe('/en/english-page');
  });
});
