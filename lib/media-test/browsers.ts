export type RecommendedBrowserId = 'chrome' | 'firefox' | 'safari' | 'edge' | 'yandex';

/** Names are in the catalogue: Yandex's differs by locale. */
export const RECOMMENDED_BROWSERS: readonly { id: RecommendedBrowserId; url: string }[] = [
  { id: 'chrome', url: 'https://www.google.com/chrome/' },
  { id: 'firefox', url: 'https://www.mozilla.org/firefox/' },
  { id: 'safari', url: 'https://www.apple.com/safari/' },
  { id: 'edge', url: 'https://www.microsoft.com/edge' },
  { id: 'yandex', url: 'https://browser.yandex.ru/' },
];

export interface DetectedBrowser {
  id: RecommendedBrowserId | 'other';
  name?: string;
  version?: string;
}

/** Most specific first: Chromium browsers all say "Chrome/…" and Chrome says "Safari/…". */
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
