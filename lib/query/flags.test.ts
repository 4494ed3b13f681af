import { flagValue, lastValue } from './flags';

describe('lastValue', () => {
  it('reads a single value as it is and a repeated one by its last value', () => {
    expect(lastValue('a')).toBe('a');
    expect(lastValue(['a', 'b'])).toBe('b');
    expect(lastValue([])).toBeUndefined();
    expect(lastValue(undefined)).toBeUndefined();
    expect(lastValue(null)).toBeUndefined();
  });
});

describe('flagValue', () => {
  it.each(['1', '2', 'true', 'false', '0', ' '])('keeps the non-empty %p as given', (value) => {
    expect(flagValue(value)).toBe(value);
  });

  it('is undefined for an empty or absent value, and follows the last of repeated ones', () => {
    expect(flagValue('')).toBeUndefined();
    expect(flagValue(undefined)).toBeUndefined();
    expect(flagValue(null)).toBeUndefined();
    expect(flagValue(['2', ''])).toBeUndefined();
    expect(flagValue(['', '2'])).toBe('2');
  });
});
