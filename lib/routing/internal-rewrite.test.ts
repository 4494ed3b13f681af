import { anchorToServerOrigin, serverOrigin, serverOriginFor } from './internal-rewrite';

const ORIGIN = 'http://localhost:3100';

describe('anchorToServerOrigin', () => {
  it('moves a rewrite built from a forged Host onto the server origin, keeping path and query', () => {
    const response = new Response(null, {
      headers: { 'x-middleware-rewrite': 'http://evil.example/ru/test?utm=1' },
    });
    expect(anchorToServerOrigin(response, ORIGIN).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3100/ru/test?utm=1',
    );
  });

  it('does the same for redirect locations', () => {
    const response = new Response(null, {
      status: 307,
      headers: { location: 'https://evil.example:8443/en?x=%2F%2F' },
    });
    expect(anchorToServerOrigin(response, ORIGIN).headers.get('location')).toBe(
      'http://localhost:3100/en?x=%2F%2F',
    );
  });

  it('keeps a protocol-relative path on this site', () => {
    const response = new Response(null, {
      headers: { 'x-middleware-rewrite': 'http://evil.example//evil.example/x' },
    });
    expect(
      new URL(anchorToServerOrigin(response, ORIGIN).headers.get('x-middleware-rewrite')!).host,
    ).toBe('localhost:3100');
  });

  it('escapes a bare percent sign again, so Next can decode the path', () => {
    const rewrite = new Response(null, {
      headers: { 'x-middleware-rewrite': 'http://localhost:3100/ru/%?q=%25' },
    });
    expect(anchorToServerOrigin(rewrite, ORIGIN).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3100/ru/%25?q=%25',
    );
    const redirect = new Response(null, {
      status: 307,
      headers: { location: 'http://localhost:3100/%D0%B8%/x%2' },
    });
    expect(anchorToServerOrigin(redirect, ORIGIN).headers.get('location')).toBe(
      'http://localhost:3100/%D0%B8%25/x%252',
    );
  });

  it('leaves plain responses alone', () => {
    expect(anchorToServerOrigin(new Response(null), ORIGIN).headers.get('location')).toBeNull();
  });
});

describe('serverOrigin', () => {
  it("prefers Next's own origin, then localhost and PORT", () => {
    expect(serverOrigin({ __NEXT_PRIVATE_ORIGIN: 'http://0.0.0.0:8080', PORT: '1' })).toBe(
      'http://0.0.0.0:8080',
    );
    expect(serverOrigin({ PORT: '3100' }, [])).toBe('http://localhost:3100');
    expect(serverOrigin({}, [])).toBe('http://localhost:3000');
  });

  it('uses the literal wildcard address Next compares with when bound to every interface', () => {
    const env = { __NEXT_PRIVATE_ORIGIN: 'http://localhost:3000' };
    const next = ['node', '/app/node_modules/next/dist/bin/next', 'start'];
    expect(serverOrigin(env, [...next, '-H', '0.0.0.0'])).toBe('http://0.0.0.0:3000');
    expect(serverOrigin(env, [...next, '--hostname=::'])).toBe('http://[::]:3000');
    expect(serverOrigin(env, [...next, '-H', 'localhost'])).toBe('http://localhost:3000');
    const standalone = ['node', '/app/server.js'];
    expect(serverOrigin({ ...env, HOSTNAME: '0.0.0.0' }, standalone)).toBe('http://0.0.0.0:3000');
    expect(serverOrigin({ ...env, HOSTNAME: 'localhost' }, standalone)).toBe(
      'http://localhost:3000',
    );
    // A shell's HOSTNAME means nothing to `next start`.
    expect(serverOrigin({ ...env, HOSTNAME: '0.0.0.0' }, next)).toBe('http://localhost:3000');
  });
});

describe('serverOriginFor', () => {
  const env = { __NEXT_PRIVATE_ORIGIN: 'http://localhost:3100' };
  const headers = (values: Record<string, string>) => new Headers(values);

  it('follows the scheme Next takes from X-Forwarded-Proto, never the host', () => {
    expect(serverOriginFor(headers({ 'x-forwarded-proto': 'https' }), env)).toBe(
      'https://localhost:3100',
    );
    expect(serverOriginFor(headers({ 'x-forwarded-proto': 'https,http' }), env)).toBe(
      'https://localhost:3100',
    );
    expect(serverOriginFor(headers({ 'x-forwarded-proto': 'http' }), env)).toBe(
      'http://localhost:3100',
    );
    expect(
      serverOriginFor(headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }), env),
    ).toBe('http://localhost:3100');
  });
});
