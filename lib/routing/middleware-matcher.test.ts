import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/middleware';

// Next's own matcher compiler (path-to-regexp, `has` conditions), not a copy of it.
const matches = (url: string) =>
  unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${url}` });

describe('middleware matcher', () => {
  it.each([
    '/',
    '/test',
    '/en',
    '/en/test',
    '/maxima',
    '/ru/test',
    '/ru/max?hash=a',
    '/deeply/nested/page',
    '/platform?hash=a',
  ])('runs on page path %s', (path) => {
    expect(matches(path)).toBe(true);
  });

  it.each([
    '/api/health',
    '/demo/media/x',
    '/_next/static/chunk.js',
    '/brands/default/logo.svg',
    '/favicon.ico',
    '/api/health?lang=en',
    '/api/events/201',
    '/api/polls/demo-online',
  ])('skips %s', (path) => {
    expect(matches(path)).toBe(false);
  });

  it.each([
    '/max',
    '/max?hash=demo-online',
    '/max?hash=demo-online&debug=1&customDomain=a.example',
    '/en/landing?hash=a',
    '/min',
    '/en/mid?hash=a',
  ])(
    'runs on the query-string landing %s (it leaves at once unless the host is mapped)',
    (path) => {
      expect(matches(path)).toBe(true);
    },
  );

  it.each(['/api/og/ru/demo-online', '/api/og/en/demo-offline?v=3'])(
    'runs on the Open Graph card %s',
    (path) => {
      expect(matches(path)).toBe(true);
    },
  );

  it.each(['/api/calendar/ru/demo-online.ics', '/api/calendar/en/demo-offline.ics'])(
    'runs on the programme feed %s',
    (path) => {
      expect(matches(path)).toBe(true);
    },
  );

  it.each(['/api/events/%FF', '/demo/media/%E0%A4%A', '/max%FF', '/favicon.ico%C0', '/_next/%FF'])(
    'runs on any path with a percent sign, for the undecodable ones: %s',
    (path) => {
      expect(matches(path)).toBe(true);
    },
  );

  it.each([
    '/max?hash=a&lang=en',
    '/en/max?hash=a&lang=ru',
    '/landing?locale=en&hash=a',
    '/min?hash=a&lang=xx',
    '/en/mid?hash=a&locale=en',
  ])('runs on a query-string landing with a legacy locale parameter: %s', (path) => {
    expect(matches(path)).toBe(true);
  });

  it.each([
    '/landing/x',
    '/max/a?lang=en',
    '/ru/max/demo-online',
    '/en/min/a.b',
    '/mid/x',
    '/ru/landings/max/host/events.acme.example/full',
    '/landings/min',
    '/en/landings/mid/hash/x/mid',
    '/en/page-not-found',
    '/m%61x/demo-online',
    '/max%2Fdemo-online',
    '/ru%2Flandings%2Fx',
    '/%6Candings/x',
    '/page-not-f%6Fund',
  ])('runs on the internal path %s, to answer it not found', (path) => {
    expect(matches(path)).toBe(true);
  });
});
