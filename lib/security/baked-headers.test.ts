import { compareBakedHeaders, summariseDrift } from './baked-headers';
import { securityHeaderRules } from './headers.mjs';

/** What `next build` writes: the config rules plus Next's own `regex` field. */
function manifestFor(env: Record<string, string>) {
  return {
    version: 3,
    headers: [
      ...securityHeaderRules(env).map((rule) => ({ ...rule, regex: '^(?:/(.*))?$' })),
      // Another module's rule: never part of the comparison.
      {
        source: '/stream-keys',
        headers: [
          { key: 'Cache-Control', value: 'private, no-store' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
        ],
      },
    ],
  };
}

describe('compareBakedHeaders', () => {
  it('finds no drift when the runtime environment matches the build', () => {
    const env = { PLAYER_URL: 'https://player.example', SITE_URL: 'https://events.example' };
    expect(compareBakedHeaders(manifestFor(env), env)).toBeUndefined();
  });

  it('ignores variables that do not shape the headers (PORT, the SITE_URL host)', () => {
    expect(
      compareBakedHeaders(manifestFor({ SITE_URL: 'http://localhost:3000' }), {
        SITE_URL: 'http://localhost:3400',
        PORT: '3400',
      }),
    ).toBeUndefined();
  });

  it('reports a player origin changed after the build', () => {
    const drift = compareBakedHeaders(manifestFor({ PLAYER_URL: 'https://old.example' }), {
      PLAYER_URL: 'https://new.example',
    });
    expect(drift?.baked.join('\n')).toContain('https://old.example');
    expect(drift?.expected.join('\n')).toContain('https://new.example');
  });

  it('reports a site moved to https after an http build (HSTS missing)', () => {
    const drift = compareBakedHeaders(manifestFor({}), { SITE_URL: 'https://events.example' });
    expect(drift?.expected.some((line) => line.includes('Strict-Transport-Security'))).toBe(true);
  });

  it('reports a build without any security headers', () => {
    const drift = compareBakedHeaders({ headers: [] }, {});
    expect(drift?.expected.length).toBeGreaterThan(0);
    expect(compareBakedHeaders(null, {})?.baked).toEqual([]);
  });
});

describe('summariseDrift', () => {
  it('names each header once, with the rules and only the CSP directives that differ', () => {
    const drift = compareBakedHeaders(manifestFor({ PLAYER_URL: 'https://old.example' }), {
      PLAYER_URL: 'https://new.example',
      SITE_URL: 'https://events.example',
    });
    const lines = summariseDrift(drift!);
    const csp = lines.find((line) =>
      line.startsWith('Content-Security-Policy on /:path*, /platform'),
    );
    expect(csp).toContain(
      'frame-src: served "\'self\' https://old.example https://mc.yandex.ru https://mc.yandex.com", expected "\'self\' https://new.example https://mc.yandex.ru https://mc.yandex.com"',
    );
    expect(csp).not.toContain('object-src');
    expect(lines).toContain(
      'Strict-Transport-Security on /:path*: served "(none)", expected "max-age=31536000"',
    );
  });
});
