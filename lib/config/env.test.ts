import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, normaliseHost, parseEnv } from './env';

/** Every `REVALIDATE_SECRET` value docs/deploying.md shows, as an operator would copy it. */
function documentedSecrets(): string[] {
  const doc = readFileSync(path.join(__dirname, '../../docs/deploying.md'), 'utf8');
  const values = [...doc.matchAll(/REVALIDATE_SECRET=(\S+)|x-revalidate-secret: ([^'"\s]+)/g)];
  return [...new Set(values.map((match) => match[1] ?? match[2] ?? ''))];
}

describe('parseEnv', () => {
  it('gives the demo defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      PLAYER_URL: '/demo/player',
      WIDGETS_URL: '/demo/widgets',
      BRAND: 'default',
      CUSTOM_DOMAINS: {},
      TRUST_PROXY: false,
      SITE_URL: 'http://localhost:3000',
      API_TIMEOUT_MS: 5000,
    });
    expect(env.MEDIA_API_URL).toBeUndefined();
  });

  it('treats empty values as unset and trims trailing slashes of base URLs', () => {
    const env = parseEnv({
      MEDIA_API_URL: 'https://media.example/api/',
      FORMS_API_URL: 'https://forms.example/',
      PLAYER_URL: 'https://player.example/',
      WIDGETS_URL: '/widgets/',
      CDN_URL: '',
      BRAND: ' ',
    });
    expect(env).toMatchObject({
      MEDIA_API_URL: 'https://media.example/api',
      FORMS_API_URL: 'https://forms.example',
      PLAYER_URL: 'https://player.example',
      WIDGETS_URL: '/widgets',
      BRAND: 'default',
    });
    expect(env.CDN_URL).toBeUndefined();
  });

  it('takes the brand links as absolute http(s) URLs, unset by default', () => {
    const defaults = parseEnv({});
    expect(defaults.BRAND_USER_AGREEMENT_URL_RU).toBeUndefined();
    expect(defaults.BRAND_USER_AGREEMENT_URL_EN).toBeUndefined();
    expect(defaults.BRAND_STREAM_DOCS_URL).toBeUndefined();
    expect(
      parseEnv({
        BRAND_USER_AGREEMENT_URL_RU: ' https://legal.example/ru/terms?v=2 ',
        BRAND_STREAM_DOCS_URL: 'https://help.example/obs#setup',
      }),
    ).toMatchObject({
      BRAND_USER_AGREEMENT_URL_RU: 'https://legal.example/ru/terms?v=2',
      BRAND_STREAM_DOCS_URL: 'https://help.example/obs#setup',
    });
  });

  describe('with MEDIA_API_URL set, no service may stay on the embedded demo (it answers 404)', () => {
    const deployment = {
      MEDIA_API_URL: 'https://media.example',
      FORMS_API_URL: 'https://forms.example',
      PLAYER_URL: 'https://player.example',
      WIDGETS_URL: 'https://widgets.example',
    };

    it('accepts a deployment whose every service is configured', () => {
      expect(() => parseEnv(deployment)).not.toThrow();
      expect(() => parseEnv({ ...deployment, PLAYER_URL: '/player' })).not.toThrow();
    });

    it.each([
      ['PLAYER_URL', undefined, '/demo/player'],
      ['PLAYER_URL', '/demo/player/', '/demo/player'],
      ['WIDGETS_URL', undefined, '/demo/widgets'],
      ['WIDGETS_URL', '/demo', '/demo'],
      ['FORMS_API_URL', undefined, '/demo/forms'],
    ])('refuses %s=%s, naming the variable', (variable, value, demo) => {
      const env = { ...deployment, [variable]: value };
      expect(() => parseEnv(env)).toThrow(
        `Invalid environment variable ${variable}: MEDIA_API_URL is set, so the embedded demo (${demo}) answers 404`,
      );
    });

    it('leaves the demo alone when MEDIA_API_URL is unset', () => {
      expect(parseEnv({}).PLAYER_URL).toBe('/demo/player');
    });
  });

  it('parses the custom-domain map with case-insensitive, port-free hosts and defaults', () => {
    const env = parseEnv({
      CUSTOM_DOMAINS: JSON.stringify({ 'Events.Acme.Example.:443': { hash: 'demo-online' } }),
      TRUST_PROXY: '1',
    });
    expect(env.CUSTOM_DOMAINS).toEqual({
      'events.acme.example': { hash: 'demo-online', variant: 'max', locale: 'ru' },
    });
    expect(env.TRUST_PROXY).toBe(true);
  });

  it.each([
    ['BRAND', 'no-such-brand'],
    ['MEDIA_API_URL', 'ftp://media.example'],
    ['MEDIA_API_URL', 'not a url'],
    ['PLAYER_URL', 'javascript:alert(1)'],
    ['CUSTOM_DOMAINS', '{not json'],
    ['CUSTOM_DOMAINS', '{"a.example":{"hash":"bad hash!"}}'],
    ['CUSTOM_DOMAINS', '{"a.example":{"hash":"x","variant":"huge"}}'],
    ['TRUST_PROXY', 'yes'],
    ['PORT', '70000'],
    ['API_TIMEOUT_MS', '-1'],
    ['SITE_URL', 'localhost:3000'],
    ['REVALIDATE_SECRET', 'short'],
    ['REDIS_URL', 'http://cache.example:6379'],
    ['REDIS_URL', 'cache.example:6379'],
    ['REDIS_URL', 'redis://cache.example:6379/db?x=1'],
    ['FRAME_ANCESTORS', "https://a.example; script-src 'unsafe-inline'"],
    ['FRAME_ANCESTORS', '*'],
    ['FRAME_ANCESTORS', "'none' https://a.example"],
    ['MEDIA_ORIGINS', "'self'"],
    ['BRAND_USER_AGREEMENT_URL_RU', 'eventum.example/agreement'],
    ['BRAND_USER_AGREEMENT_URL_EN', 'javascript:alert(1)'],
    ['BRAND_STREAM_DOCS_URL', 'ftp://docs.example/obs'],
    ['MEDIA_ORIGINS', 'https://storage.example/bucket'],
    ['CACHE_MEMORY_MB', '8'],
    ['CACHE_MEMORY_MB', 'lots'],
    ['CACHE_PERIOD_SECONDS', '0'],
    ['CACHE_PERIOD_SECONDS', '31'],
    ['CACHE_PERIOD_SECONDS', '1.5'],
  ])('rejects %s=%s with an error naming the variable', (variable, value) => {
    expect(() => parseEnv({ [variable]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [variable]: value })).toThrow(
      `Invalid environment variable ${variable}`,
    );
  });
});

describe('parseEnv: CACHE_MEMORY_MB', () => {
  it('defaults to the cache handler’s own default and takes a number of megabytes', async () => {
    const { DEFAULT_CACHE_MEMORY_MB } = await import('@/lib/cache/bounded.mjs');
    expect(parseEnv({}).CACHE_MEMORY_MB).toBe(DEFAULT_CACHE_MEMORY_MB);
    expect(parseEnv({ CACHE_MEMORY_MB: '512' }).CACHE_MEMORY_MB).toBe(512);
  });
});

describe('parseEnv: CACHE_PERIOD_SECONDS', () => {
  it('is unset by default and takes whole seconds up to the routes’ period', async () => {
    const { periodSeconds } = await import('@/lib/cache/periods.mjs');
    expect(parseEnv({}).CACHE_PERIOD_SECONDS).toBeUndefined();
    expect(parseEnv({ CACHE_PERIOD_SECONDS: '2' }).CACHE_PERIOD_SECONDS).toBe(2);
    expect(periodSeconds({ CACHE_PERIOD_SECONDS: '2' })).toBe(2);
    expect(periodSeconds({})).toBe(30);
  });
});

describe('parseEnv: REDIS_URL', () => {
  it('is unset by default: one instance needs nothing but itself', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: ' ' }).REDIS_URL).toBeUndefined();
  });

  it.each([
    'redis://localhost:6379',
    'rediss://user:secret@cache.example:6380/2',
    'redis://cache.internal',
  ])('accepts %s', (url) => {
    expect(parseEnv({ REDIS_URL: ` ${url} ` }).REDIS_URL).toBe(url);
  });
});

describe('parseEnv: CSP source lists', () => {
  it('parses FRAME_ANCESTORS and MEDIA_ORIGINS into normalised origin lists', () => {
    const env = parseEnv({
      FRAME_ANCESTORS: "'self'  https://Partner.Example https://*.partner.example:8443",
      MEDIA_ORIGINS: 'https://storage.example',
    });
    expect(env.FRAME_ANCESTORS).toEqual([
      "'self'",
      'https://partner.example',
      'https://*.partner.example:8443',
    ]);
    expect(env.MEDIA_ORIGINS).toEqual(['https://storage.example']);
  });

  it('leaves both unset by default', () => {
    const env = parseEnv({});
    expect(env.FRAME_ANCESTORS).toBeUndefined();
    expect(env.MEDIA_ORIGINS).toBeUndefined();
  });

  it('names the offending token', () => {
    expect(() => parseEnv({ FRAME_ANCESTORS: 'https://ok.example evil' })).toThrow(
      'Invalid environment variable FRAME_ANCESTORS: "evil" is not an http(s) origin',
    );
  });
});

describe('normaliseHost', () => {
  it.each([
    ['Events.Example', 'events.example'],
    ['events.example:8080', 'events.example'],
    ['events.example.', 'events.example'],
    [' EVENTS.example.:443 ', 'events.example'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseHost(input)).toBe(expected);
  });
});

describe('REVALIDATE_SECRET', () => {
  it('finds the example secret in docs/deploying.md', () => {
    expect(documentedSecrets()).not.toEqual([]);
  });

  it.each(documentedSecrets())(
    'refuses the documented example %s, naming the variable',
    (value) => {
      expect(() => parseEnv({ REVALIDATE_SECRET: value })).toThrow(
        /^Invalid environment variable REVALIDATE_SECRET: .*example/,
      );
    },
  );

  it('takes a secret of the operator’s own', () => {
    expect(parseEnv({ REVALIDATE_SECRET: 'k3Jw9-qZt2vY8xLp' }).REVALIDATE_SECRET).toBe(
      'k3Jw9-qZt2vY8xLp',
    );
  });
});
