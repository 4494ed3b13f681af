/** @jest-environment jsdom */
import { localeCookie } from '@/lib/i18n/language-hint';
import { LOCALE_CHOICE_SCRIPT } from './LocaleChoiceScript';

/**
 * The inline script, run as the browser runs it: following a language link stores exactly the
 * cookie the language hint and the middleware write.
 */
describe('LOCALE_CHOICE_SCRIPT', () => {
  const written: string[] = [];
  const stopNavigation = (event: Event) => event.preventDefault();
  beforeAll(() => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      set: (value: string) => written.push(value),
      get: () => '',
    });
    // The page's inline script itself, run as the browser runs it.
    new Function(LOCALE_CHOICE_SCRIPT)();
    document.addEventListener('click', stopNavigation);
  });
  beforeEach(() => {
    written.length = 0;
    document.body.innerHTML =
      '<nav><a href="/en/max" data-locale-choice="en"><span>English</span></a>' +
      '<a href="/ru/max" data-locale-choice="ru">Русский</a>' +
      '<a href="/x" data-locale-choice="de">Deutsch</a><a href="/faq">FAQ</a></nav>';
  });

  it.each(['en', 'ru'] as const)('a click on the %s link stores that choice', (locale) => {
    const link = document.querySelector(`[data-locale-choice="${locale}"]`) as HTMLElement;
    (link.firstElementChild ?? link).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(written).toEqual([localeCookie(locale)]);
  });

  it('stores nothing for other links, or for a locale the site does not have', () => {
    for (const link of document.querySelectorAll<HTMLElement>(
      'a[href="/faq"], [data-locale-choice="de"]',
    )) {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
    expect(written).toEqual([]);
  });
});
