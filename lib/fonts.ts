import localFont from 'next/font/local';

/*
 * Inter from @fontsource (npm), self-hosted: next/font/google would download at build time and
 * fails offline. The Latin and Cyrillic subsets are separate files; the font stack lists both so
 * each glyph comes from the subset that has it.
 */
export const interLatin = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-latin',
  display: 'swap',
});

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
  display: 'swap',
});
