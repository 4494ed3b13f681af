import { config } from '@/middleware';

// Next compiles the matcher with path-to-regexp; this pattern is a plain regular expression.
const matches = (path: string) =>
  config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path));

describe('middleware matcher', () => {
  it.each(['/', '/test', '/en', '/en/test', '/maxima', '/ru/test', '/deeply/nested/page'])(
    'runs on page path %s',
    (path) => {
      expect(matches(path)).toBe(true);
    },
  );

  it.each([
    '/api/health',
    '/demo/media/x',
    '/_next/static/chunk.js',
    '/brands/default/logo.svg',
    '/favicon.ico',
    '/max',
    '/en/landing',
    '/landing/x',
    '/min',
    '/en/mid',
  ])('skips %s', (path) => {
    expect(matches(path)).toBe(false);
  });
});
