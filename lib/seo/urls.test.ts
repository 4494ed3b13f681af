import { absoluteUrl, localizedPath, publicUrl } from './urls';

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

  it.each(['/%2F%2Fevil.example', '//evil.example/x', '/\\evil.example', '\\\\evil.example'])(
    'cannot be pointed at another host by the path %s',
    (path) => {
      expect(new URL(absoluteUrl('https://events.example', path)).host).toBe('events.example');
    },
  );
});

describe('publicUrl', () => {
  it('leaves the origin’s own default locale unprefixed', () => {
    const site = { origin: 'https://events.acme.example', defaultLocale: 'en' } as const;
    expect(publicUrl(site, '/', 'en')).toBe('https://events.acme.example/');
    expect(publicUrl(site, '/', 'ru')).toBe('https://events.acme.example/ru');
    expect(localizedPath('/test?x=1', 'ru', 'en')).toBe('/ru/test?x=1');
  });
});
