import {
  SPEED_TEST_MAX_BYTES,
  formatMbps,
  megabitsPerSecond,
  needsLargerDownload,
  speedTestUrl,
  speedVerdict,
} from './speed';

describe('speed measurement', () => {
  it('turns bytes and milliseconds into Mbit/s', () => {
    expect(megabitsPerSecond(1_000_000, 1000)).toBe(8);
    expect(megabitsPerSecond(125_000, 1000)).toBe(1);
    expect(megabitsPerSecond(125, 0)).toBe(1);
  });

  it('advises 1 Mbit/s for SD 480p and 6 for Full HD 1080p', () => {
    expect(speedVerdict(0.99)).toBe('too-slow');
    expect(speedVerdict(1)).toBe('sd');
    expect(speedVerdict(5.99)).toBe('sd');
    expect(speedVerdict(6)).toBe('full-hd');
    expect(speedVerdict(500)).toBe('full-hd');
  });

  it('asks for a bigger file only while downloads are too short to measure', () => {
    expect(needsLargerDownload(256 * 1024, 200)).toBe(true);
    expect(needsLargerDownload(256 * 1024, 1500)).toBe(false);
    expect(needsLargerDownload(SPEED_TEST_MAX_BYTES, 10)).toBe(false);
  });

  it('formats per locale with one decimal below 10', () => {
    expect(formatMbps(5.83, 'ru')).toBe('5,8');
    expect(formatMbps(5.83, 'en')).toBe('5.8');
    expect(formatMbps(94.4, 'en')).toBe('94');
  });

  it('builds a cache-busting URL', () => {
    expect(speedTestUrl(1024, 'a b')).toBe('/api/speed-test?bytes=1024&nonce=a%20b');
  });
});
