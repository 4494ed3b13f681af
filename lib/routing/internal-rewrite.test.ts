import { anchorToRequestOrigin } from './internal-rewrite';

const ORIGIN = 'http://localhost:3100';

describe('anchorToRequestOrigin', () => {
  it('moves a rewrite built from a forged Host onto the server origin, keeping path and query', () => {
    const response = new Response(null, {
      headers: { 'x-middleware-rewrite': 'http://evil.example/ru/test?utm=1' },
    });
    expect(anchorToRequestOrigin(response, ORIGIN).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3100/ru/test?utm=1',
    );
  });

  it('does the same for redirect locations', () => {
    const response = new Response(null, {
      status: 307,
      headers: { location: 'https://evil.example:8443/en?x=%2F%2F' },
    });
    expect(anchorToRequestOrigin(response, ORIGIN).headers.get('location')).toBe(
      'http://localhost:3100/en?x=%2F%2F',
    );
  });

  it('keeps a protocol-relative path on this site', () => {
    const response = new Response(null, {
      headers: { 'x-middleware-rewrite': 'http://evil.example//evil.example/x' },
    });
    expect(
      new URL(anchorToRequestOrigin(response, ORIGIN).headers.get('x-middleware-rewrite')!).host,
    ).toBe('localhost:3100');
  });

  it('escapes a bare percent sign again, so Next can decode the path', () => {
    const rewrite = new Response(null, {
      headers: { 'x-middleware-rewrite': 'http://localhost:3100/ru/%?q=%25' },
    });
    expect(anchorToRequestOrigin(rewrite, ORIGIN).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3100/ru/%25?q=%25',
    );
    const redirect = new Response(null, {
      status: 307,
      headers: { location: 'http://localhost:3100/%D0%B8%/x%2' },
    });
    expect(anchorToRequestOrigin(redirect, ORIGIN).headers.get('location')).toBe(
      'http://localhost:3100/%D0%B8%25/x%252',
    );
  });

  it('leaves plain responses alone', () => {
    expect(anchorToRequestOrigin(new Response(null), ORIGIN).headers.get('location')).toBeNull();
  });
});
