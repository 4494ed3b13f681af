import localFont from 'next/font/local';

/*
 * Inter from @fontsource (npm), self-hosted: next/font/google would download at build time and
 * fails offline. The Latin and Cyrillic subsets are separate files, each limited to its own
 * characters by @fontsource's unicode ranges (copied as literals: next/font reads its options at
 * build time; lib/fonts.test.ts holds them to @fontsource's unicode.json).
 *
 * The stack is `interCyrillic, interLatin, <metric-adjusted Arial>, system-ui` (tailwind.config.ts):
 * one fallback, after both faces. A fallback between them (next/font gives every family its own)
 * caught every character the first face lacks: with `interLatin, interLatin Fallback,
 * interCyrillic`, Cyrillic text rendered in Arial wherever Arial is installed (Windows, macOS)
 * and the Cyrillic file was never used (e2e/landing-fonts.spec.ts).
 *
 * `display: optional`: the preloaded files are drawn if they arrive within the browser's short
 * block period (always from the HTTP cache, nearly always on a first visit over a good
 * connection); otherwise the page keeps the fallback until the next one. With `swap` a late file
 * re-laid the page out: layout shifts of up to 0.075 at 360 px (e2e, fonts held back 1.5 s).
 */
export const interCyrillic = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/inter/files/inter-cyrillic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/inter/files/inter-cyrillic-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-cyrillic',
  display: 'optional',
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' },
  ],
});

export const interLatin = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-latin',
  display: 'optional',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});
