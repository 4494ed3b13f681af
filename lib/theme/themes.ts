// Values for CSS variables, never forks of class names (docs/upstream-api.md, section 5).

export const THEME_ACCENTS = {
  default: '#559CD6',
  'deep-blue': '#0D69F2',
  'purple-lavender': '#B599F9',
  'spring-green': '#5AC37D',
  'radical-red': '#EF3124',
  'sweet-orange': '#FF8300',
  'emerald-green': '#209B36',
  corporate: '#0D69F2',
  mashroom: '#00AAE6',
  cloud: '#00AAE6',
  graphite: '#BDBDBD',
} as const;

export type ThemeName = keyof typeof THEME_ACCENTS;
export const DEFAULT_THEME: ThemeName = 'default';

const FOOTER_COLOR = '#292929';
export const DARK_BACKGROUND = '#020703';

const LEGACY_THEMES: Readonly<Record<string, ThemeName>> = { blue: 'deep-blue' };

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#111111';

/** @internal */
export const MIN_TEXT_CONTRAST = 4.5;

export type CssVariables = Record<`--${string}`, string>;

const PALETTES = {
  // The light values repeat app/globals.css so a page without a theme matches.
  light: {
    '--bg': '#ffffff',
    '--fg': '#1a1d21',
    '--muted': '#5b6470',
    '--surface': '#f4f6f8',
    '--border': '#d9dee4',
    '--footer-bg': FOOTER_COLOR,
  },
  dark: {
    '--bg': DARK_BACKGROUND,
    '--fg': '#f2f4f5',
    '--muted': '#a3abb3',
    '--surface': '#111815',
    '--border': '#2b332f',
    '--footer-bg': FOOTER_COLOR,
  },
} as const satisfies Record<'light' | 'dark', CssVariables>;

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && Object.hasOwn(THEME_ACCENTS, value);
}

export function resolveTheme(value?: string | null): ThemeName {
  const name = (value ?? '').trim().toLowerCase();
  if (isThemeName(name)) return name;
  return Object.hasOwn(LEGACY_THEMES, name)
    ? (LEGACY_THEMES[name] ?? DEFAULT_THEME)
    : DEFAULT_THEME;
}

/** Privacy-policy suffix on the agreement link, corporate copyright. */
export function isCorporateTheme(name: ThemeName): boolean {
  return name === 'corporate';
}

export type BannerAlignment = 'center' | 'right';

export function bannerAlignment(theme: ThemeName): BannerAlignment {
  return theme === 'mashroom' ? 'right' : 'center';
}

/** Sparse translucent shapes: as a CSS background never the LCP, and no layout shift. */
export function bannerImage(theme: ThemeName): string {
  return `/themes/banner-${theme}.svg`;
}

export function minimalLandingImage(darkMode: boolean | undefined): string {
  return darkMode ? '/backgrounds/min-dark.svg' : '/backgrounds/min-light.svg';
}

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** @internal */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export function accentContrast(accent: string): string {
  return contrastRatio(accent, LIGHT_TEXT) >= contrastRatio(accent, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/** Some accents are too pale for text on white: mixed toward black (or white) until AA is met. */
export function accentTextColor(accent: string, bg: string): string {
  const target = relativeLuminance(bg) > 0.5 ? 0 : 255;
  const [r, g, b] = parseHex(accent);
  for (let step = 0; step <= 20; step += 1) {
    const mix = (c: number) => c + (target - c) * (step / 20);
    const mixed = toHex([mix(r), mix(g), mix(b)]);
    if (contrastRatio(mixed, bg) >= MIN_TEXT_CONTRAST) return mixed;
  }
  return toHex([target, target, target]);
}

function translucent(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}

export function themeCssVariables({
  theme,
  darkMode,
}: {
  theme: ThemeName;
  darkMode?: boolean | undefined;
}): CssVariables {
  const accent = THEME_ACCENTS[theme];
  const palette = darkMode ? PALETTES.dark : PALETTES.light;
  return {
    '--accent': accent,
    '--accent-contrast': accentContrast(accent),
    // Dark pages need more tint to show at all.
    '--accent-soft': translucent(accent, darkMode ? 0.24 : 0.14),
    '--accent-text': accentTextColor(accent, palette['--bg']),
    ...palette,
  };
}
