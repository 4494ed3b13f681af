import type { Config } from 'tailwindcss';

/**
 * `font-sans`: each platform's own interface font, no web font (docs/decisions/0800). Every
 * entry has Latin and Cyrillic letters; quoted as the browser serializes a computed family.
 */
export const SYSTEM_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
];

/**
 * The one source of design tokens, loaded from app/globals.css with `@config`.
 * Breakpoints are the page breakpoints (0, 414, 768, 1024, 1440, 1920); colours read the
 * CSS variables that the brand and the event theme set on the root element, so a theme is a set
 * of variables, never a fork of class names.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    screens: {
      mobile: '414px',
      tablet: '768px',
      laptop: '1024px',
      desktop: '1440px',
      wide: '1920px',
    },
    extend: {
      colors: {
        accent: 'var(--accent)',
        'accent-contrast': 'var(--accent-contrast)',
        'accent-soft': 'var(--accent-soft)',
        'accent-text': 'var(--accent-text)',
        surface: 'var(--surface)',
        page: 'var(--bg)',
        ink: 'var(--fg)',
        muted: 'var(--muted)',
        line: 'var(--border)',
        footer: 'var(--footer-bg)',
      },
      fontFamily: {
        sans: SYSTEM_FONT_STACK,
      },
      maxWidth: {
        player: '1240px',
        banner: '1440px',
      },
      height: {
        header: 'var(--header-height)',
      },
    },
  },
};

export default config;
