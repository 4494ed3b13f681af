import { LOCALES } from '@/i18n/locales';
import { localeCookie } from '@/lib/i18n/language-hint';
import { LOCALE_CHOICE_ATTRIBUTE } from '@/lib/i18n/locale-links';

// `NEXT_LOCALE=` and `; path=/; …`: the cookie the language hint and the middleware write, with
// the locale left out, so the script writes exactly `localeCookie(locale)`.
const [COOKIE_BEFORE, COOKIE_AFTER] = localeCookie(LOCALES[0]).split(`=${LOCALES[0]}`);

// One delegated listener, not a handler on each link: the links are server HTML with no script,
// and a choice made before the page's bundle has run is stored too (decision 0227).
/** @internal */
export const LOCALE_CHOICE_SCRIPT =
  "document.addEventListener('click',function(e){var t=e.target;" +
  `t=t&&t.closest?t.closest('a[${LOCALE_CHOICE_ATTRIBUTE}]'):null;` +
  `var l=t&&t.getAttribute('${LOCALE_CHOICE_ATTRIBUTE}');` +
  `if(l&&/^(?:${LOCALES.join('|')})$/.test(l))` +
  `document.cookie=${JSON.stringify(`${COOKIE_BEFORE}=`)}+l+${JSON.stringify(COOKIE_AFTER)}},true)`;

export function LocaleChoiceScript() {
  return <script dangerouslySetInnerHTML={{ __html: LOCALE_CHOICE_SCRIPT }} />;
}
