import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_QUERY_PARAMETERS } from '../../lib/seo/urls';
import { publicNames, queryValueRows, queryValuesByRoute } from '../../test/query-values';
import { renderSiteConfig, SITE_CONFIG } from './nginx.mjs';

const shipped = readFileSync(SITE_CONFIG, 'utf8');
const MARK = /#\s*CHANGE:\s*([a-z-]+)\s*$/;

function markedNames(source: string): string[] {
  return source
    .split('\n')
    .map((line) => MARK.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));
}

describe('renderSiteConfig (deploy/nginx/event-site.conf)', () => {
  const rendered = renderSiteConfig(shipped, {
    upstreams: ['127.0.0.1:4001', '127.0.0.1:4002', '[::1]:4003'],
    listen: '127.0.0.1:8081',
    cacheDir: '/tmp/x/cache',
    accessLog: '/tmp/x/access.log',
    errorPagesDir: '/srv/errors',
    limitSocket: '/tmp/x/limit.sock',
    customDomains: ['a.example', 'events.b.example'],
  });

  it('documents every value to change in its header', () => {
    const header = shipped.slice(0, shipped.indexOf('proxy_cache_path'));
    for (const name of new Set(markedNames(shipped))) {
      expect(header).toMatch(new RegExp(`^#\\s+${name}\\s`, 'm'));
    }
  });

  it('rewrites exactly the marked lines', () => {
    expect(rendered).toContain(
      'proxy_cache_path /tmp/x/cache levels=1:2 keys_zone=event_site:16m max_size=1g inactive=1h use_temp_path=off;',
    );
    // One `server` line per instance, the shipped parameters kept; the examples gone.
    // The instances, then the limit server's socket.
    expect(rendered.match(/^[ \t]*server [^;{]+;$/gm)).toEqual([
      '    server 127.0.0.1:4001 max_fails=1 fail_timeout=5s;',
      '    server 127.0.0.1:4002 max_fails=1 fail_timeout=5s;',
      '    server [::1]:4003 max_fails=1 fail_timeout=5s;',
      '    server unix:/tmp/x/limit.sock;',
    ]);
    // The front server's listen, then the limit server's (the same socket).
    expect(rendered.match(/^[ \t]*listen [^;]+;$/gm)).toEqual([
      '    listen 127.0.0.1:8081;',
      '    listen unix:/tmp/x/limit.sock;',
    ]);
    expect(rendered).toContain('access_log /tmp/x/access.log event_site;');
    expect(rendered).toContain('alias /srv/errors/;');
    // One line per custom domain in the map that keeps query-string landings off them.
    expect(rendered).toMatch(/^ {4}a\.example 1;\n {4}events\.b\.example 1;$/m);
    expect(markedNames(rendered)).toEqual([
      'trusted-hops',
      'trusted-hops',
      ...Array(2).fill('internal-clients'),
      'english-hosts',
      'server-name',
    ]);
  });

  it('leaves every other line as shipped', () => {
    const unmarked = (source: string) =>
      source
        .split('\n')
        .filter(
          (line) =>
            !MARK.test(line) &&
            !/^\s*(?:server|listen|proxy_cache_path|access_log|alias) /.test(line) &&
            !/^\s*(?:a|events\.b)\.example 1;$/.test(line),
        );
    expect(unmarked(rendered)).toEqual(unmarked(shipped));
  });

  it('fails loudly on a missing mark or a bad address', () => {
    const withoutUpstream = shipped.replace(/# CHANGE: upstream/g, '');
    expect(() => renderSiteConfig(withoutUpstream, { upstreams: ['127.0.0.1:1'] })).toThrow(
      /no line marked "# CHANGE: upstream"/,
    );
    expect(() => renderSiteConfig(shipped, { upstreams: ['127.0.0.1:1; evil'] })).toThrow(
      /not host:port/,
    );
    expect(() => renderSiteConfig(shipped, { upstreams: [] })).toThrow(/no upstreams/);
    expect(() => renderSiteConfig(shipped, { limitSocket: 'relative.sock' })).toThrow(
      /not an absolute socket path/,
    );
  });
});

/** The `location` blocks of the named server (`front`: the first, `limit`: the second). */
function serverBlock(which: 'front' | 'limit'): string {
  const starts = [...shipped.matchAll(/^server \{$/gm)].map((match) => match.index);
  expect(starts).toHaveLength(2);
  return which === 'front' ? shipped.slice(starts[0], starts[1]) : shipped.slice(starts[1]);
}

/** The patterns of the block's regex locations, in order. */
function regexLocations(block: string): RegExp[] {
  return [...block.matchAll(/^\s*location ~ (\S+) \{$/gm)].map((match) => new RegExp(match[1]!));
}

describe('deploy/nginx/event-site.conf', () => {
  it('limits what reaches Next only in the limit server, behind the microcache', () => {
    // The front server caps requests in progress per client (cache hits are counted there, but
    // take milliseconds); rates are counted behind the cache only.
    expect(serverBlock('front')).not.toMatch(/^\s*limit_req\s/m);
    expect(serverBlock('front')).toMatch(/^\s*limit_conn event_site_front_connections \d+;$/m);
    expect(serverBlock('front')).toMatch(/^\s*proxy_cache event_site;$/m);
    expect(serverBlock('limit')).toMatch(/^\s*limit_req zone=event_site_requests /m);
    expect(serverBlock('limit')).toMatch(/^\s*limit_conn event_site_connections \d+;$/m);
    expect(serverBlock('limit')).not.toMatch(/proxy_cache\s/);
    // Every proxy_pass of the front server goes through the limit server.
    const passes = serverBlock('front').match(/proxy_pass [^;]+;/g) ?? [];
    expect(passes.length).toBeGreaterThan(0);
    expect(new Set(passes)).toEqual(new Set(['proxy_pass http://event_site_limited;']));
  });

  it('counts the expensive routes in the costly zone, with or without a locale prefix', () => {
    const [costly] = regexLocations(serverBlock('limit'));
    for (const path of [
      '/api/og/ru/demo-online',
      '/api/calendar/en/demo-online.ics',
      '/randomizer',
      '/en/randomizer',
      '/ru/stream-keys',
      '/certificate',
      '/en/certificate',
      '/api/speed-test',
      '/api/subscriptions/settings',
    ]) {
      expect(costly!.test(path)).toBe(true);
    }
    for (const path of ['/max', '/en/max', '/api/events/1', '/randomizers', '/api/health']) {
      expect(costly!.test(path)).toBe(false);
    }
  });

  it('caps the speed test’s streams per client and keeps the connection cap there', () => {
    const [, speedTest] = regexLocations(serverBlock('limit'));
    for (const path of ['/api/speed-test', '/en/api/speed-test', '/api/speed-test/']) {
      expect(speedTest!.test(path)).toBe(true);
    }
    for (const path of ['/api/speed-tests', '/api/og/ru/x', '/randomizer']) {
      expect(speedTest!.test(path)).toBe(false);
    }
    // Nested in the costly location (its rate limits apply); a level naming a limit_conn
    // inherits none, so the server's connection cap is named again.
    const body = /location ~ \S*api\/speed-test\S* \{([^}]*)\}/.exec(serverBlock('limit'))?.[1];
    expect(body).toMatch(/^\s*limit_conn event_site_speed_tests \d+;$/m);
    expect(body).toMatch(/^\s*limit_conn event_site_connections \d+;$/m);
    expect(body).toMatch(/^\s*proxy_pass http:\/\/event_site;$/m);
  });

  it('answers internal route shapes with 404 and leaves the public ones to Next', () => {
    const [internal] = regexLocations(serverBlock('front'));
    for (const path of [
      '/ru/max/demo-online',
      '/en/landing/x',
      '/ru/min/x/y',
      '/en/mid/x',
      '/max/x',
      '/ru/landings/max/hash/demo-online/full',
      '/ru/landings/max/host/events.acme.example/full',
      '/landings',
      '/ru/page-not-found',
      '/page-not-found',
    ]) {
      expect(internal!.test(path)).toBe(true);
    }
    for (const path of [
      '/max',
      '/en/max',
      '/ru/max',
      '/ru/max/',
      '/landing',
      '/test',
      '/en/site/program',
    ]) {
      expect(internal!.test(path)).toBe(false);
    }
  });
});

describe('what the front server keeps and logs', () => {
  it('keeps every public file: each top-level entry of public/ matches the public-files location', () => {
    const [, files] = regexLocations(serverBlock('front'));
    const publicDir = path.join(__dirname, '..', '..', 'public');
    for (const entry of readdirSync(publicDir, { withFileTypes: true })) {
      const probe = entry.isDirectory() ? `/${entry.name}/x.svg` : `/${entry.name}`;
      expect([probe, files!.test(probe)]).toEqual([probe, true]);
    }
    for (const probe of ['/manifest.webmanifest', '/favicon.ico']) {
      expect([probe, files!.test(probe)]).toEqual([probe, true]);
    }
    for (const probe of ['/max', '/api/events/1', '/brandsx/a.svg', '/en/brands/a.svg']) {
      expect([probe, files!.test(probe)]).toEqual([probe, false]);
    }
  });

  it('logs the values of exactly the public parameters of docs/routes.md', () => {
    const masks = [...shipped.matchAll(/\(\?!\(\?:([A-Za-z_|]+)\)\(\?:\[=&\]\|\$\)\)/g)].map(
      (match) => match[1]!,
    );
    // Six masking steps and the final check, all with one list.
    expect(masks).toHaveLength(7);
    expect(new Set(masks).size).toBe(1);
    const logged = new Set(masks[0]!.split('|'));
    // `id` is public on /form-qr-code only: the config allows it there alone.
    const documented = publicNames();
    documented.delete('id');
    expect([...logged].sort()).toEqual([...documented].sort());
    expect(shipped).toMatch(/"~\^\/\(\?:\(\?:ru\|en\)\/\)\?form-qr-code\$" 1;/);
    const byRoute = queryValuesByRoute();
    expect(byRoute.get('/form-qr-code')?.get('id')).toBe(true);
    expect(byRoute.get('/stream-keys')?.get('id')).toBe(false);
  });

  it('publishes in links only parameters docs/routes.md calls public on that page', () => {
    const byRoute = queryValuesByRoute();
    const everyPage = new Set(
      queryValueRows()
        .filter((row) => row.routes.includes('*') && row.value === 'public')
        .flatMap((row) => row.names),
    );
    for (const [page, names] of Object.entries(PUBLIC_QUERY_PARAMETERS)) {
      for (const name of names) {
        const isPublic = byRoute.get(`/${page}`)?.get(name) ?? everyPage.has(name);
        expect([page, name, isPublic]).toEqual([page, name, true]);
      }
    }
  });
});
