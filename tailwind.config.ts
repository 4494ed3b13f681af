import type { Config } from 'tailwindcss';

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
        // Cyrillic first: its face has no fallback of its own, so the Latin one's metric-adjusted
        // fallback comes after both (lib/fonts.ts).
        sans: ['var(--font-cyrillic)', 'var(--font-latin)', 'system-ui', 'sans-serif'],
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
