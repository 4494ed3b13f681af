import { compareBakedHeaders, reportBakedHeaderDrift, summariseDrift } from './baked-headers';
import { securityHeaderRules } from './headers.mjs';

/** What next.config.mjs records at build time (`EVENT_SITE_BUILD_HEADERS`), parsed. */
function builtFor(env: Record<string, string>): unknown {
  return JSON.parse(JSON.stringify(securityHeaderRules(env)));
}

describe('compareBakedHeaders', () => {
  it('finds no drift when the runtime environment matches the build', () => {
    const env = { PLAYER_URL: 'https://player.example', SITE_URL: 'https://events.example' };
    expect(compareBakedHeaders(builtFor(env), env)).toBeUndefined();
  });

  it('ignores variables that do not shape the headers (PORT, the SITE_URL host)', () => {
    expect(
      compareBakedHeaders(builtFor({ SITE_URL: 'http://localhost:3000' }), {
        SITE_URL: 'http://localhost:3400',
        PORT: '3400',
      }),
    ).toBeUndefined();
  });

  it('reports a player origin changed after the build', () => {
    const drift = compareBakedHeaders(builtFor({ PLAYER_URL: 'https://old.example' }), {
      PLAYER_URL: 'https://new.example',
    });
    expect(drift?.baked.join('\n')).toContain('https://old.example');
    expect(drift?.expected.join('\n')).toContain('https://new.example');
  });

  it('reports a site moved to https after an http build (HSTS missing)', () => {
    const drift = compareBakedHeaders(builtFor({}), { SITE_URL: 'https://events.example' });
    expect(drift?.expected.some((line) => line.includes('Strict-Transport-Security'))).toBe(true);
  });

  it('reports a build without any security headers', () => {
    const drift = compareBakedHeaders([], {});
    expect(drift?.expected.length).toBeGreaterThan(0);
    expect(compareBakedHeaders(null, {})?.baked).toEqual([]);
    expect(
      compareBakedHeaders([{ source: 1 }, null, { source: '/x', headers: [{}] }], {})?.baked,
    ).toEqual([]);
  });
});

describe('summariseDrift', () => {
  it('names each header once, with the rules and only the CSP directives that differ', () => {
    const drift = compareBakedHeaders(builtFor({ PLAYER_URL: 'https://old.example' }), {
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

describe('reportBakedHeaderDrift', () => {
  const savedEnv = process.env.NODE_ENV;
  afterEach(() => {
    Object.assign(process.env, { NODE_ENV: savedEnv });
    jest.restoreAllMocks();
  });

  it('logs the drift of a production server and stays quiet without a recorded build', () => {
    Object.assign(process.env, { NODE_ENV: 'production' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const baked = builtFor({ PLAYER_URL: 'https://old.example' });
    expect(reportBakedHeaderDrift({ PLAYER_URL: 'https://new.example' }, baked)).toBeDefined();
    expect(error.mock.calls.flat().join('\n')).toContain('frame-src: served');
    expect(
      reportBakedHeaderDrift({ PLAYER_URL: 'https://new.example' }, undefined),
    ).toBeUndefined();
  });
});
