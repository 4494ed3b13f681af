import {
  buildCsp,
  HSTS_VALUE,
  parseSourceList,
  permissionsPolicy,
  securityHeaderRules,
  type HeaderRule,
} from './headers.mjs';

/** Directive name → its sources, as a browser would split the header. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

function header(rules: HeaderRule[], source: string, key: string): string | undefined {
  // The last matching rule wins, as in Next's router.
  const values = rules
    .filter((rule) => rule.source === source && !rule.has)
    .flatMap((rule) => rule.headers.filter((h) => h.key === key).map((h) => h.value));
  return values.at(-1);
}

const PRODUCTION = {
  SITE_URL: 'https://events.example',
  MEDIA_API_URL: 'https://api.media.example/v2',
  PLAYER_URL: 'https://player.example/embed/',
  WIDGETS_URL: 'https://widgets.example',
  QR_URL: 'https://qr.example/make',
  CDN_URL: 'https://cdn.example/assets',
};

describe('buildCsp', () => {
  it('gives the demo (same-origin player and widgets) a self-only policy with Metrica', () => {
    const csp = directives(buildCsp({}));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://mc.yandex.ru',
      'https://yastatic.net',
    ]);
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://mc.yandex.ru',
      'https://mc.yandex.com',
    ]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    // A plain-http demo site may show http pictures; nothing is upgraded.
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https:', 'http:', 'data:']));
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows exactly the configured service origins (paths dropped) in production', () => {
    const csp = directives(buildCsp(PRODUCTION));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://player.example',
      'https://widgets.example',
      'https://cdn.example',
      'https://mc.yandex.ru',
      'https://yastatic.net',
    ]);
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://player.example',
      'https://widgets.example',
      'https://mc.yandex.ru',
      'https://mc.yandex.com',
    ]);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['https://api.media.example', 'https://widgets.example']),
    );
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example']);
    expect(csp.get('font-src')).toEqual(["'self'", 'https://cdn.example']);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://qr.example', 'https:']));
    expect(csp.get('img-src')).not.toContain('http:');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('never allows eval, wildcards or javascript: anywhere', () => {
    for (const env of [{}, PRODUCTION]) {
      const csp = buildCsp(env);
      expect(csp).not.toMatch(
        /unsafe-eval|wasm-unsafe-eval|strict-dynamic|javascript:|\s\*(\s|;|$)/,
      );
    }
  });

  it('narrows pictures and videos to MEDIA_ORIGINS when set', () => {
    const csp = directives(
      buildCsp({ ...PRODUCTION, MEDIA_ORIGINS: 'https://storage.example https://*.img.example' }),
    );
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.media.example',
      'https://cdn.example',
      'https://qr.example',
      'https://storage.example',
      'https://*.img.example',
      'https://mc.yandex.ru',
    ]);
    expect(csp.get('media-src')).not.toContain('https:');
  });
});

describe('parseSourceList', () => {
  it('accepts origins, wildcard subdomains, ports, self and a lone none', () => {
    expect(
      parseSourceList(" 'self'  https://A.example:8443 https://*.b.example http://c.example:* ", {
        name: 'X',
        allowSelf: true,
      }),
    ).toEqual(["'self'", 'https://a.example:8443', 'https://*.b.example', 'http://c.example:*']);
    expect(parseSourceList("'none'", { name: 'X', allowNone: true })).toEqual(["'none'"]);
    expect(parseSourceList('  ', { name: 'X' })).toBeUndefined();
  });

  it.each([
    "https://a.example; script-src 'unsafe-inline'",
    'https://a.example/path',
    "'unsafe-inline'",
    '*',
    'https:',
    'javascript:alert(1)',
    'a.example',
    'https://a.example,https://b.example',
  ])('rejects %p, which could widen or inject directives', (value) => {
    expect(() => parseSourceList(value, { name: 'FRAME_ANCESTORS', allowSelf: true })).toThrow(
      /Invalid environment variable FRAME_ANCESTORS/,
    );
  });

  it("rejects 'self' where it is not allowed and 'none' combined with origins", () => {
    expect(() => parseSourceList("'self'", { name: 'MEDIA_ORIGINS' })).toThrow(/MEDIA_ORIGINS/);
    expect(() =>
      parseSourceList("'none' https://a.example", { name: 'X', allowNone: true }),
    ).toThrow(/stand alone/);
  });
});

describe('permissionsPolicy', () => {
  it('denies camera, microphone and geolocation by default', () => {
    const policy = permissionsPolicy();
    expect(policy).toContain('camera=()');
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).not.toMatch(/autoplay|fullscreen|picture-in-picture/);
  });

  it('enables the listed features for the page origin only', () => {
    const policy = permissionsPolicy(['camera', 'microphone']);
    expect(policy).toMatch(/^camera=\(self\), microphone=\(self\), /);
    expect(policy).not.toContain('camera=()');
    expect(policy).toContain('geolocation=()');
  });
});

describe('securityHeaderRules', () => {
  it('puts the catch-all first so page rules override it', () => {
    const rules = securityHeaderRules({});
    expect(rules[0]?.source).toBe('/:path*');
    expect(rules[0]?.headers.map((h) => h.key)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
  });

  it('sends HSTS only for an https site', () => {
    expect(header(securityHeaderRules({}), '/:path*', 'Strict-Transport-Security')).toBeUndefined();
    expect(header(securityHeaderRules(PRODUCTION), '/:path*', 'Strict-Transport-Security')).toBe(
      HSTS_VALUE,
    );
  });

  it('trusts X-Forwarded-Proto for HSTS only with TRUST_PROXY', () => {
    expect(securityHeaderRules({}).some((rule) => rule.has)).toBe(false);
    const proxied = securityHeaderRules({ TRUST_PROXY: '1' }).filter((rule) => rule.has);
    expect(proxied).toEqual([
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }],
      },
    ]);
  });

  it('lets FRAME_ANCESTORS embed the platform, and only the platform', () => {
    const env = { FRAME_ANCESTORS: 'https://partner.example' };
    const rules = securityHeaderRules(env);
    const ancestors = (source: string) =>
      directives(header(rules, source, 'Content-Security-Policy') ?? '').get('frame-ancestors');
    expect(ancestors('/:path*')).toEqual(["'self'"]);
    expect(ancestors('/platform')).toEqual(['https://partner.example']);
    expect(ancestors('/en/platform')).toEqual(['https://partner.example']);
    expect(ancestors('/ru/platform')).toEqual(['https://partner.example']);
  });

  it("writes FRAME_ANCESTORS='none' as it is: the platform may not be framed at all", () => {
    const rules = securityHeaderRules({ FRAME_ANCESTORS: "'none'" });
    expect(header(rules, '/platform', 'Content-Security-Policy')).toContain(
      "frame-ancestors 'none'",
    );
    expect(header(rules, '/:path*', 'Content-Security-Policy')).toContain("frame-ancestors 'self'");
  });

  it('grants camera and microphone to the equipment test page only', () => {
    const rules = securityHeaderRules({});
    for (const source of ['/test', '/en/test', '/ru/test']) {
      expect(header(rules, source, 'Permissions-Policy')).toContain('camera=(self)');
    }
    expect(header(rules, '/:path*', 'Permissions-Policy')).toContain('camera=()');
    expect(header(rules, '/platform', 'Permissions-Policy')).toBeUndefined();
  });

  it('fails on a hostile FRAME_ANCESTORS instead of writing it into a header', () => {
    expect(() => securityHeaderRules({ FRAME_ANCESTORS: "* 'unsafe-inline'" })).toThrow(
      /FRAME_ANCESTORS/,
    );
  });
});
