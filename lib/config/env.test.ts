import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, normaliseHost, parseEnv } from './env';

/** Every `REVALIDATE_SECRET` value docs/deploying.md shows, as an operator would copy it. */
function documentedSecrets(): string[] {
  const doc = readFileSync(path.join(__dirname, '../../docs/deploying.md'), 'utf8');
  const values = [...doc.matchAll(/REVALIDATE_SECRET=(\S+)|x-revalidate-secret: ([^'"\s]+)/g)];
  return [...new Set(values.map((match) => match[1] ?? match[2] ?? ''))];
}

/** The services a deployment must configure (no defaults). */
const SERVICES = {
  MEDIA_API_URL: 'https://media.example/api',
  FORMS_API_URL: 'https://forms.example',
  PLAYER_URL: 'https://player.example',
  WIDGETS_URL: 'https://widgets.example',
};

describe('parseEnv', () => {
  it('gives the defaults for a deployment that sets only its services', () => {
    expect(parseEnv(SERVICES)).toMatchObject({
      PORT: 3000,
      ...SERVICES,
      BRAND: 'default',
      CUSTOM_DOMAINS: {},
      TRUST_PROXY: false,
      SITE_URL: 'http://localhost:3000',
      API_TIMEOUT_MS: 5000,
    });
  });

  it.each(Object.keys(SERVICES))('refuses to start without %s, naming it', (variable) => {
    const env: Record<string, string | undefined> = { ...SERVICES, [variable]: undefined };
    expect(() => parseEnv(env)).toThrow(`Invalid environment variable ${variable}: is required`);
    expect(() => parseEnv({ ...env, [variable]: ' ' })).toThrow(
      `Invalid environment variable ${variable}: is required`,
    );
  });

  it('treats empty values as unset and trims trailing slashes of base URLs', () => {
    const env = parseEnv({
      ...SERVICES,
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
    const defaults = parseEnv(SERVICES);
    expect(defaults.BRAND_USER_AGREEMENT_URL_RU).toBeUndefined();
    expect(defaults.BRAND_USER_AGREEMENT_URL_EN).toBeUndefined();
    expect(defaults.BRAND_STREAM_DOCS_URL).toBeUndefined();
    expect(
      parseEnv({
        ...SERVICES,
        BRAND_USER_AGREEMENT_URL_RU: ' https://legal.example/ru/terms?v=2 ',
        BRAND_STREAM_DOCS_URL: 'https://help.example/obs#setup',
      }),
    ).toMatchObject({
      BRAND_USER_AGREEMENT_URL_RU: 'https://legal.example/ru/terms?v=2',
      BRAND_STREAM_DOCS_URL: 'https://help.example/obs#setup',
    });
  });

  it('parses the custom-domain map with case-insensitive, port-free hosts and defaults', () => {
    const env = parseEnv({
      ...SERVICES,
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
    expect(() => parseEnv({ ...SERVICES, [variable]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ ...SERVICES, [variable]: value })).toThrow(
      `Invalid environment variable ${variable}`,
    );
  });
});

describe('parseEnv: CACHE_MEMORY_MB', () => {
  it('defaults to the cache handler’s own default and takes a number of megabytes', async () => {
    const { DEFAULT_CACHE_MEMORY_MB } = await import('@/lib/cache/bounded.mjs');
    expect(parseEnv(SERVICES).CACHE_MEMORY_MB).toBe(DEFAULT_CACHE_MEMORY_MB);
    expect(parseEnv({ ...SERVICES, CACHE_MEMORY_MB: '512' }).CACHE_MEMORY_MB).toBe(512);
  });
});

describe('parseEnv: CACHE_PERIOD_SECONDS', () => {
  it('is unset by default and takes whole seconds up to the routes’ period', async () => {
    const { periodSeconds } = await import('@/lib/cache/periods.mjs');
    expect(parseEnv(SERVICES).CACHE_PERIOD_SECONDS).toBeUndefined();
    expect(parseEnv({ ...SERVICES, CACHE_PERIOD_SECONDS: '2' }).CACHE_PERIOD_SECONDS).toBe(2);
    expect(periodSeconds({ CACHE_PERIOD_SECONDS: '2' })).toBe(2);
    expect(periodSeconds({})).toBe(30);
  });
});

describe('parseEnv: REDIS_URL', () => {
  it('is unset by default: one instance needs nothing but itself', () => {
    expect(parseEnv(SERVICES).REDIS_URL).toBeUndefined();
    expect(parseEnv({ ...SERVICES, REDIS_URL: ' ' }).REDIS_URL).toBeUndefined();
  });

  it.each([
    'redis://localhost:6379',
    'rediss://user:secret@cache.example:6380/2',
    'redis://cache.internal',
  ])('accepts %s', (url) => {
    expect(parseEnv({ ...SERVICES, REDIS_URL: ` ${url} ` }).REDIS_URL).toBe(url);
  });
});

describe('parseEnv: CSP source lists', () => {
  it('parses FRAME_ANCESTORS and MEDIA_ORIGINS into normalised origin lists', () => {
    const env = parseEnv({
      ...SERVICES,
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
    const env = parseEnv(SERVICES);
    expect(env.FRAME_ANCESTORS).toBeUndefined();
    expect(env.MEDIA_ORIGINS).toBeUndefined();
  });

  it('names the offending token', () => {
    expect(() => parseEnv({ ...SERVICES, FRAME_ANCESTORS: 'https://ok.example evil' })).toThrow(
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
      expect(() => parseEnv({ ...SERVICES, REVALIDATE_SECRET: value })).toThrow(
        /^Invalid environment variable REVALIDATE_SECRET: .*example/,
      );
    },
  );

  it('takes a secret of the operator’s own', () => {
    expect(parseEnv({ ...SERVICES, REVALIDATE_SECRET: 'k3Jw9-qZt2vY8xLp' }).REVALIDATE_SECRET).toBe(
      'k3Jw9-qZt2vY8xLp',
    );
  });
});
