import { absoluteUrl, localizedPath, publicPath, publicUrl } from './urls';

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

describe('publicPath: only allow-listed query parameters reach public URLs', () => {
  const SECRET = 'S3cr3t-T0ken';
  it.each([
    [`/certificate?hash=demo-online&token=${SECRET}`, '/certificate?hash=demo-online'],
    [
      `/email_subscriptions?token=${SECRET}&hash=demo-online`,
      '/email_subscriptions?hash=demo-online',
    ],
    [`/portal_subscriptions?token=${SECRET}`, '/portal_subscriptions'],
    [`/stream-keys?id=${SECRET}`, '/stream-keys'],
    [`/platform?hash=demo-online&code=${SECRET}&hallId=5`, '/platform?hash=demo-online'],
    [`/max?hash=demo-online&code=${SECRET}&utm_source=x`, '/max?hash=demo-online'],
    [`/site/program?hash=demo-online&token=${SECRET}`, '/site/program?hash=demo-online'],
    [`/polls?activityId=7&token=${SECRET}`, '/polls?activityId=7'],
    [`/form-qr-code?id=form-1&code=${SECRET}`, '/form-qr-code?id=form-1'],
    [`/unknown-page?hash=${SECRET}`, '/unknown-page'],
    [`/?token=${SECRET}`, '/'],
    [`/__proto__?hash=${SECRET}`, '/__proto__'],
    ['/max?hash=a&hash=b', '/max?hash=b'],
    ['/test', '/test'],
  ])('%s → %s', (path, expected) => {
    expect(publicPath(path)).toBe(expected);
  });

  it('publicUrl never carries a personal value, in any locale', () => {
    const site = { origin: 'https://events.example', defaultLocale: 'ru' } as const;
    for (const locale of ['ru', 'en'] as const) {
      const url = publicUrl(site, `/certificate?hash=h&token=${SECRET}&code=${SECRET}`, locale);
      expect(url).not.toContain(SECRET);
      expect(url).toContain('hash=h');
    }
  });
});
