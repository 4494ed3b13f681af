import { splitHref, switchHref, withoutLocalePrefix } from './locale-links';

describe('withoutLocalePrefix', () => {
  it.each([
    ['/en/test', '/test'],
    ['/en', '/'],
    ['/ru/max', '/max'],
    ['/test', '/test'],
    ['/english', '/english'],
  ])('%s → %s', (input, expected) => {
    expect(withoutLocalePrefix(input)).toBe(expected);
  });
});

describe('switchHref', () => {
  it.each([
    ['ru', '/test', 'utm=1', '/ru/test?utm=1'],
    ['en', '/test', '', '/en/test'],
    ['en', '/', '', '/en'],
    ['ru', '/', 'a=1&a=2', '/ru?a=1&a=2'],
  ] as const)('%s %s %s → %s', (locale, pathname, search, expected) => {
    expect(switchHref(locale, pathname, search)).toBe(expected);
  });
});

describe('splitHref', () => {
  it.each([
    ['/max?hash=abc&debug=1#faq', ['/max', 'hash=abc&debug=1']],
    ['/site/program', ['/site/program', '']],
    ['/', ['/', '']],
    // Not a same-site path: the site's root, never another host.
    ['//evil.example/x', ['/', '']],
    ['https://evil.example/x', ['/', '']],
    ['', ['/', '']],
  ])('%s → %j', (href, expected) => {
    expect(splitHref(href)).toEqual(expected);
  });
});
