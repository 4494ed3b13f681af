import {
  DEFAULT_TIMEOUT_MS,
  LEAVE_DURATION_MS,
  NOTICE_COLORS,
  STACK_GAP_PX,
  STACK_OFFSET_PX,
} from './constants';

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

describe('notification constants', () => {
  it('keep a 3 s timeout, a 600 ms leave and 55 / 7 px stacking', () => {
    expect([DEFAULT_TIMEOUT_MS, LEAVE_DURATION_MS, STACK_OFFSET_PX, STACK_GAP_PX]).toEqual([
      3000, 600, 55, 7,
    ]);
  });

  it.each(Object.entries(NOTICE_COLORS))('%s colour reads at 4.5:1 on the white card', (_, hex) => {
    expect(contrast(hex, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
