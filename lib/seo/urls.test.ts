import { absoluteUrl, localizedPath } from './urls';

describe('localizedPath', () => {
  it.each([
    ['/max?hash=a', 'ru', '/max?hash=a'],
    ['/max?hash=a', 'en', '/en/max?hash=a'],
    ['/', 'ru', '/'],
    ['/', 'en', '/en'],
    ['/?x=1', 'en', '/en?x=1'],
    ['test', 'en', '/en/test'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });
});

describe('absoluteUrl', () => {
  it('joins the configured origin and the path', () => {
    expect(absoluteUrl('https://events.example/', '/en/max?hash=a')).toBe(
      'https://events.example/en/max?hash=a',
    );
  });

  it('cannot be pointed at another host by a protocol-relative path', () => {
    expect(new URL(absoluteUrl('https://events.example', '/%2F%2Fevil.example')).host).toBe(
      'events.example',
    );
  });
});
