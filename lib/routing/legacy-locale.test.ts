import {
  legacyLocale,
  legacyLocaleTarget,
  MAX_REDIRECT_TARGET_LENGTH,
  stripLocalePrefix,
} from './legacy-locale';

describe('legacyLocale', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    [' en-US ', 'en'],
    ['en_GB', 'en'],
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
  ])('%p → %p', (value, expected) => {
    expect(legacyLocale(value)).toBe(expected);
  });

  it.each([null, '', 'de', 'english', '__proto__', 'e', 'en%00'])('ignores %p', (value) => {
    expect(legacyLocale(value)).toBeUndefined();
  });
});

describe('stripLocalePrefix', () => {
  it.each([
    ['/en/test', '/test'],
    ['/ru', '/'],
    ['/en', '/'],
    ['/test', '/test'],
    ['/english', '/english'],
  ])('%s → %s', (path, expected) => {
    expect(stripLocalePrefix(path)).toBe(expected);
  });
});

describe('legacyLocaleTarget', () => {
  it.each([
    ['/max', '?hash=demo-online&lang=en', '/en/max?hash=demo-online'],
    ['/max', '?lang=en&hash=demo-online&debug=1', '/en/max?hash=demo-online&debug=1'],
    ['/en/max', '?hash=X&lang=ru', '/ru/max?hash=X'],
    ['/test', '?locale=en&utm_source=mail', '/en/test?utm_source=mail'],
    ['/', '?lang=en', '/en'],
    ['/en', '?lang=ru&x=1', '/ru?x=1'],
    ['/platform', '?hash=a&tag=1&tag=2&lang=en', '/en/platform?hash=a&tag=1&tag=2'],
    ['/max', '?hash=a&lang=de&locale=en', '/en/max?hash=a'],
    ['/max', '?hash=a&lang=en&locale=ru', '/en/max?hash=a'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(legacyLocaleTarget(path, search)).toBe(expected);
  });

  it('does not redirect to a target too long for response headers', () => {
    const long = 'x'.repeat(MAX_REDIRECT_TARGET_LENGTH);
    expect(legacyLocaleTarget('/max', `?hash=a&lang=en&q=${long}`)).toBeUndefined();
    expect(legacyLocaleTarget('/max', `?hash=a&lang=en&q=${long.slice(0, 100)}`)).toBe(
      `/en/max?hash=a&q=${long.slice(0, 100)}`,
    );
  });

  it('keeps encoded values as they were', () => {
    expect(legacyLocaleTarget('/test', '?q=a%26b%3Dc&lang=en&name=%D0%B8')).toBe(
      '/en/test?q=a%26b%3Dc&name=%D0%B8',
    );
  });

  it.each([
    ['/max', '?hash=a'],
    ['/max', '?hash=a&lang=de'],
    ['/test', '?lang='],
  ])('leaves %s%s alone', (path, search) => {
    expect(legacyLocaleTarget(path, search)).toBeUndefined();
  });

  it.each(['//evil.example', '/\\evil.example', '///evil.example/x', '/%2F%2Fevil.example'])(
    'keeps %s a path on this site',
    (path) => {
      const target = legacyLocaleTarget(path, '?lang=en');
      expect(target).toMatch(/^\/en\/[^/\\]/);
      expect(new URL(target!, 'http://site.example').host).toBe('site.example');
    },
  );
});
