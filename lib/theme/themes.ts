/**
 * Event themes (docs/upstream-api.md, section 5) and the CSS custom properties they set on the root element.
 * Components read the variables through Tailwind colours (tailwind.config.ts), so a theme is a
 * set of values, never a fork of class names.
 */

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
export const THEME_NAMES = Object.keys(THEME_ACCENTS) as ThemeName[];
export const DEFAULT_THEME: ThemeName = 'default';

export const FOOTER_COLOR = '#292929';
export const DARK_BACKGROUND = '#020703';

/** Older events still carry retired names. */
const LEGACY_THEMES: Readonly<Record<string, ThemeName>> = { blue: 'deep-blue' };

/** Light text on a dark accent, dark text on a light one. */
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#111111';

/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export type CssVariables = Record<`--${string}`, string>;

const PALETTES = {
  // The light values repeat the defaults in app/globals.css so a page without a theme matches.
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

/** An event's or query's theme value → a known theme; unknown or empty → 'default'. */
export function resolveTheme(value?: string | null): ThemeName {
  const name = (value ?? '').trim().toLowerCase();
  if (isThemeName(name)) return name;
  return Object.hasOwn(LEGACY_THEMES, name)
    ? (LEGACY_THEMES[name] ?? DEFAULT_THEME)
    : DEFAULT_THEME;
}

/** The corporate theme: privacy-policy suffix on the agreement link, corporate copyright. */
export function isCorporateTheme(name: ThemeName): boolean {
  return name === 'corporate';
}

export type BannerAlignment = 'center' | 'right';

/** The banner background is aligned differently for `mashroom` (docs/upstream-api.md, section 5). */
export function bannerAlignment(theme: ThemeName): BannerAlignment {
  return theme === 'mashroom' ? 'right' : 'center';
}

/**
 * The banner's background image for a theme (public/themes): a few translucent shapes in the
 * accent on a transparent ground, so the page's surface colour (light or dark) shows through.
 * About 400 bytes of SVG each: as a CSS background it never becomes the page's largest
 * contentful paint (a picture this sparse for its area does not count) and causes no layout shift.
 */
export function bannerImage(theme: ThemeName): string {
  return `/themes/banner-${theme}.svg`;
}

/** The minimal landing's own background (public/backgrounds), with its dark variant. */
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

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Text colour for content on the accent: whichever of white and near-black contrasts more. */
export function accentContrast(accent: string): string {
  return contrastRatio(accent, LIGHT_TEXT) >= contrastRatio(accent, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/**
 * The accent as a text colour on `bg` (links, the current event's time): several accents are too
 * pale for text on white (spring-green is 2.2:1), so mix toward black (or white on dark pages)
 * in small steps until AA is met. Keeps the hue; unchanged when it already passes.
 */
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

/** Custom properties for the root element's `style`. */
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
    // A tint for selected states and badges; dark pages need more of it to show at all.
    '--accent-soft': translucent(accent, darkMode ? 0.24 : 0.14),
    '--accent-text': accentTextColor(accent, palette['--bg']),
    ...palette,
  };
}
