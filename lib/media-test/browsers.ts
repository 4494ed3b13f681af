/**
 * The five browsers the test page recommends, and recognising the visitor's from its user-agent
 * string. Pure and isomorphic: the test page lists the browsers on the server and marks the
 * visitor's one in the browser.
 */

export type RecommendedBrowserId = 'chrome' | 'firefox' | 'safari' | 'edge' | 'yandex';

/** Their names are in the catalogue (`mediaTest.browserNames`): Yandex's differs by locale. */
export const RECOMMENDED_BROWSERS: readonly { id: RecommendedBrowserId; url: string }[] = [
  { id: 'chrome', url: 'https://www.google.com/chrome/' },
  { id: 'firefox', url: 'https://www.mozilla.org/firefox/' },
  { id: 'safari', url: 'https://www.apple.com/safari/' },
  { id: 'edge', url: 'https://www.microsoft.com/edge' },
  { id: 'yandex', url: 'https://browser.yandex.ru/' },
];

export interface DetectedBrowser {
  /** One of the recommended five, or `other` for anything else (named when we know it). */
  id: RecommendedBrowserId | 'other';
  name?: string;
  /** Major version, when the user agent states one. */
  version?: string;
}

/**
 * Most specific first: Chromium-based browsers all say "Chrome/…" and Chrome says "Safari/…",
 * so Yandex, Edge, Opera and Samsung Internet must be tested before Chrome, and Chrome before Safari.
 */
const RULES: readonly { pattern: RegExp; id: DetectedBrowser['id']; name?: string }[] = [
  { pattern: /YaBrowser\/(\d+)/, id: 'yandex' },
  { pattern: /Edg(?:e|A|iOS)?\/(\d+)/, id: 'edge' },
  { pattern: /(?:OPR|OPX|Opera)\/(\d+)/, id: 'other', name: 'Opera' },
  { pattern: /SamsungBrowser\/(\d+)/, id: 'other', name: 'Samsung Internet' },
  { pattern: /(?:Firefox|FxiOS)\/(\d+)/, id: 'firefox' },
  { pattern: /(?:Chrome|CriOS)\/(\d+)/, id: 'chrome' },
  { pattern: /Version\/(\d+)[\d.]*(?: Mobile\/\w+)? Safari\//, id: 'safari' },
];

export function detectBrowser(userAgent: string): DetectedBrowser {
  for (const rule of RULES) {
    const match = rule.pattern.exec(userAgent);
    if (!match) continue;
    const detected: DetectedBrowser = { id: rule.id, version: match[1] };
    if (rule.name) detected.name = rule.name;
    return detected;
  }
  return { id: 'other' };
}
