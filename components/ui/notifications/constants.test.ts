import { NOTICE_COLORS } from './constants';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The hue (0–360°) of a #rrggbb colour, and its saturation (0 for grey and black). */
function hueOf(hex: string): { hue: number; saturation: number } {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const range = max - Math.min(r, g, b);
  if (range === 0) return { hue: 0, saturation: 0 };
  const h =
    max === r ? ((g - b) / range) % 6 : max === g ? (b - r) / range + 2 : (r - g) / range + 4;
  return { hue: (h * 60 + 360) % 360, saturation: range / max };
}

describe('notification constants', () => {
  it('outline success in green, errors in red, warnings in orange, the rest in black', () => {
    const { success, error, warning, default: plain } = NOTICE_COLORS;
    expect(hueOf(success).hue).toBeGreaterThanOrEqual(90);
    expect(hueOf(success).hue).toBeLessThanOrEqual(150);
    const red = hueOf(error).hue;
    expect(Math.min(red, 360 - red)).toBeLessThanOrEqual(15);
    expect(hueOf(warning).hue).toBeGreaterThanOrEqual(20);
    expect(hueOf(warning).hue).toBeLessThanOrEqual(45);
    expect(luminance(plain)).toBeLessThan(0.01);
    expect(hueOf(plain).saturation).toBe(0);
  });

  it.each(Object.entries(NOTICE_COLORS))('%s colour reads at 4.5:1 on the white card', (_, hex) => {
    expect(contrast(hex, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
