import { parseEnv } from '@/lib/config/env';
import {
  customDomainSite,
  domainLandingPath,
  findCustomDomain,
  requestHost,
  type CustomDomainMap,
} from './domains';

const headers = (values: Record<string, string>) => new Headers(values);

const MAP: CustomDomainMap = {
  'events.acme.example': { hash: 'demo-online', variant: 'max', locale: 'en' },
  'min.acme.example': { hash: 'demo-hybrid', variant: 'min', locale: 'ru' },
};

describe('requestHost', () => {
  it.each([
    ['events.acme.example', 'events.acme.example'],
    ['EVENTS.Acme.Example', 'events.acme.example'],
    ['events.acme.example:8443', 'events.acme.example'],
    ['events.acme.example.', 'events.acme.example'],
    ['Events.Acme.Example.:443', 'events.acme.example'],
    ['[::1]:3000', '[::1]'],
  ])('Host %s is compared as %s', (host, expected) => {
    expect(requestHost(headers({ host }), false)).toBe(expected);
  });

  it('ignores X-Forwarded-Host unless the operator trusts a proxy', () => {
    const forged = headers({ host: 'site.example', 'x-forwarded-host': 'events.acme.example' });
    expect(requestHost(forged, false)).toBe('site.example');
    expect(requestHost(forged, true)).toBe('events.acme.example');
  });

  it('takes the first (client-most) X-Forwarded-Host value behind a proxy', () => {
    const chained = headers({
      host: 'internal:3000',
      'x-forwarded-host': ' Events.Acme.Example:443 , proxy.internal',
    });
    expect(requestHost(chained, true)).toBe('events.acme.example');
  });

  it('falls back to Host when the proxy sends an empty X-Forwarded-Host', () => {
    expect(requestHost(headers({ host: 'a.example', 'x-forwarded-host': '' }), true)).toBe(
      'a.example',
    );
  });

  it('is undefined without any host', () => {
    expect(requestHost(headers({}), true)).toBeUndefined();
  });
});

describe('findCustomDomain', () => {
  it('finds a mapped host in any spelling and names it', () => {
    expect(findCustomDomain(MAP, 'EVENTS.acme.example.:80')).toEqual({
      host: 'events.acme.example',
      hash: 'demo-online',
      variant: 'max',
      locale: 'en',
    });
  });

  it.each([undefined, '', 'acme.example', 'evil.example', 'events.acme.example.evil.example'])(
    'leaves %p to the normal site',
    (host) => {
      expect(findCustomDomain(MAP, host)).toBeUndefined();
    },
  );

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'never finds an Object.prototype member for the host %s',
    (host) => {
      expect(findCustomDomain(MAP, host)).toBeUndefined();
    },
  );
});

describe('custom domain URLs', () => {
  it('publish on https on the configured host, with its locale unprefixed', () => {
    expect(customDomainSite({ host: 'events.acme.example', locale: 'en' })).toEqual({
      origin: 'https://events.acme.example',
      defaultLocale: 'en',
    });
  });

  it("renders through the internal route of its variant's view", () => {
    expect(domainLandingPath({ host: 'events.acme.example', variant: 'landing' }, 'ru')).toBe(
      '/ru/landings/landing/host/events.acme.example/full',
    );
    expect(domainLandingPath({ host: 'a.example', variant: 'max' }, 'en')).toBe(
      '/en/landings/max/host/a.example/full',
    );
    expect(domainLandingPath({ host: 'a.example', variant: 'mid' }, 'en')).toBe(
      '/en/landings/mid/host/a.example/mid',
    );
    expect(domainLandingPath({ host: 'a.example', variant: 'min' }, 'en')).toBe(
      '/en/landings/min/host/a.example/minimal',
    );
  });
});

describe('CUSTOM_DOMAINS', () => {
  const parse = (value: string) =>
    parseEnv({ ...process.env, CUSTOM_DOMAINS: value }).CUSTOM_DOMAINS;

  it('normalises hosts and fills defaults', () => {
    expect(parse('{"Events.Acme.Example.:443":{"hash":"demo-online"}}')).toEqual({
      'events.acme.example': { hash: 'demo-online', variant: 'max', locale: 'ru' },
    });
  });

  it.each([
    '{"https://events.acme.example":{"hash":"a"}}',
    '{"events.acme.example/path":{"hash":"a"}}',
    '{"evil.example\\"><script>":{"hash":"a"}}',
    '{"":{"hash":"a"}}',
    '{"a..example":{"hash":"a"}}',
  ])('rejects a key that is not a host name: %s', (value) => {
    expect(() => parse(value)).toThrow(/CUSTOM_DOMAINS.*not a host name/);
  });
});
