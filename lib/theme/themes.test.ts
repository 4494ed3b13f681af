import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DARK_BACKGROUND,
  MIN_TEXT_CONTRAST,
  THEME_ACCENTS,
  accentContrast,
  accentTextColor,
  bannerAlignment,
  bannerImage,
  contrastRatio,
  isCorporateTheme,
  isThemeName,
  minimalLandingImage,
  resolveTheme,
  themeCssVariables,
  type ThemeName,
} from './themes';

const THEME_NAMES = Object.keys(THEME_ACCENTS) as ThemeName[];

describe('theme table', () => {
  it('matches docs/upstream-api.md, section 5 exactly', () => {
    expect(THEME_ACCENTS).toEqual({
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
    });
    expect(THEME_NAMES).toHaveLength(11);
    expect(DARK_BACKGROUND).toBe('#020703');
  });

  it('recognises theme names', () => {
    expect(isThemeName('mashroom')).toBe(true);
    expect(isThemeName('blue')).toBe(false);
    expect(isThemeName('toString')).toBe(false);
    expect(isThemeName(3)).toBe(false);
  });
});

describe('resolveTheme', () => {
  it.each<[string | null | undefined, ThemeName]>([
    ['deep-blue', 'deep-blue'],
    ['blue', 'deep-blue'],
    [' BLUE ', 'deep-blue'],
    ['  Radical-Red\n', 'radical-red'],
    ['mashroom', 'mashroom'],
    ['corporate', 'corporate'],
    ['unknown', 'default'],
    ['constructor', 'default'],
    ['__proto__', 'default'],
    ['', 'default'],
    [null, 'default'],
    [undefined, 'default'],
  ])('%p → %p', (value, theme) => {
    expect(resolveTheme(value)).toBe(theme);
  });

  it('resolves every theme to itself', () => {
    for (const name of THEME_NAMES) expect(resolveTheme(name)).toBe(name);
  });
});

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(THEME_NAMES)(
    '%s: accent-contrast is the better of white and near-black, and AA',
    (name) => {
      const accent = THEME_ACCENTS[name];
      const chosen = accentContrast(accent);
      const other = chosen === '#ffffff' ? '#111111' : '#ffffff';
      expect(['#ffffff', '#111111']).toContain(chosen);
      expect(contrastRatio(accent, chosen)).toBeGreaterThanOrEqual(contrastRatio(accent, other));
      // Every contract accent has one choice that reaches AA; this guards against a future colour.
      expect(contrastRatio(accent, chosen)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('picks white on the deep blue and dark text on pale accents', () => {
    expect(accentContrast(THEME_ACCENTS['deep-blue'])).toBe('#ffffff');
    expect(accentContrast(THEME_ACCENTS.graphite)).toBe('#111111');
    expect(accentContrast(THEME_ACCENTS['radical-red'])).toBe('#111111');
  });

  it('still picks the better one when neither reaches AA', () => {
    // Mid-luminance colours fail with both: #777777 gets 4.48 with white, 4.22 with #111;
    // #e0403a gets 4.23 with white, 4.46 with #111.
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#111111')).toBeLessThan(contrastRatio('#777777', '#ffffff'));
    expect(accentContrast('#777777')).toBe('#ffffff');
    expect(contrastRatio('#e0403a', '#111111')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#e0403a', '#ffffff')).toBeLessThan(contrastRatio('#e0403a', '#111111'));
    expect(accentContrast('#e0403a')).toBe('#111111');
  });

  it.each(THEME_NAMES)('%s: accent-text is readable on light and dark pages', (name) => {
    for (const darkMode of [false, true]) {
      const vars = themeCssVariables({ theme: name, darkMode });
      expect(contrastRatio(vars['--accent-text'] ?? '', vars['--bg'] ?? '')).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it('leaves an accent that already passes unchanged', () => {
    expect(accentTextColor('#0d69f2', '#ffffff')).toBe('#0d69f2');
  });
});

describe('themeCssVariables', () => {
  const KEYS = [
    '--accent',
    '--accent-contrast',
    '--accent-soft',
    '--accent-text',
    '--bg',
    '--fg',
    '--muted',
    '--surface',
    '--border',
    '--footer-bg',
  ];

  it('sets every variable, light', () => {
    const vars = themeCssVariables({ theme: 'spring-green', darkMode: false });
    expect(Object.keys(vars).sort()).toEqual([...KEYS].sort());
    expect(vars['--accent']).toBe('#5AC37D');
    expect(vars['--accent-soft']).toBe('rgb(90 195 125 / 0.14)');
    expect(vars['--bg']).toBe('#ffffff');
    expect(vars['--footer-bg']).toBe('#292929');
  });

  it('uses the dark background and light text in dark mode', () => {
    const vars = themeCssVariables({ theme: 'default', darkMode: true });
    expect(Object.keys(vars).sort()).toEqual([...KEYS].sort());
    expect(vars['--bg']).toBe('#020703');
    expect(contrastRatio(vars['--fg'] ?? '', '#020703')).toBeGreaterThan(15);
    expect(vars['--accent-soft']).toBe('rgb(85 156 214 / 0.24)');
  });

  it('defaults to light', () => {
    expect(themeCssVariables({ theme: 'default' })['--bg']).toBe('#ffffff');
  });

  it.each([false, true])('keeps body and muted text at AA (dark %p)', (darkMode) => {
    const vars = themeCssVariables({ theme: 'default', darkMode });
    for (const text of ['--fg', '--muted'] as const) {
      for (const bg of ['--bg', '--surface'] as const) {
        expect(contrastRatio(vars[text] ?? '', vars[bg] ?? '')).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }
    }
  });
});

describe('corporate and banner', () => {
  it('only corporate is the corporate theme', () => {
    expect(THEME_NAMES.filter(isCorporateTheme)).toEqual(['corporate']);
  });

  it('aligns the banner differently for mashroom only', () => {
    expect(bannerAlignment('mashroom')).toBe('right');
    expect(THEME_NAMES.filter((name) => bannerAlignment(name) !== 'center')).toEqual(['mashroom']);
  });
});

describe('theme background images', () => {
  it('ships a small banner image for every theme and both minimal-landing variants', () => {
    const files = [
      ...THEME_NAMES.map(bannerImage),
      minimalLandingImage(false),
      minimalLandingImage(true),
    ];
    expect(new Set(files).size).toBe(THEME_NAMES.length + 2);
    for (const file of files) {
      const svg = readFileSync(join(process.cwd(), 'public', file), 'utf8');
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/,
      );
      // Sparse enough that a browser never takes it for the page's largest contentful paint.
      expect(Buffer.byteLength(svg)).toBeLessThan(1024);
    }
  });

  it("draws each banner in its theme's accent", () => {
    for (const theme of THEME_NAMES) {
      const svg = readFileSync(join(process.cwd(), 'public', bannerImage(theme)), 'utf8');
      expect(svg).toContain(THEME_ACCENTS[theme]);
    }
  });
});
