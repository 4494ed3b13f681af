import { readFileSync } from 'node:fs';
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
      ...Array(6).fill('internal-clients'),
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
  it('limits only in the limit server, behind the microcache', () => {
    expect(serverBlock('front')).not.toMatch(/^\s*limit_(?:req|conn)\s/m);
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

  it('answers internal route shapes with 404 and leaves the public ones to Next', () => {
    const [internal] = regexLocations(serverBlock('front'));
    for (const path of [
      '/ru/max/demo-online',
      '/en/landing/x',
      '/ru/min/x/y',
      '/en/mid/x',
      '/max/x',
      '/ru/domain/events.acme.example',
      '/domain',
      '/ru/page-not-found',
      '/page-not-found',
    ]) {
      expect(internal!.test(path)).toBe(true);
    }
    for (const path of ['/max', '/en/max', '/ru/max', '/ru/max/', '/test', '/en/site/program']) {
      expect(internal!.test(path)).toBe(false);
    }
  });
});
