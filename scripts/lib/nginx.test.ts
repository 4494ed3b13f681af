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
    expect(rendered.match(/^[ \t]*server [^;{]+;$/gm)).toEqual([
      '    server 127.0.0.1:4001 max_fails=1 fail_timeout=5s;',
      '    server 127.0.0.1:4002 max_fails=1 fail_timeout=5s;',
      '    server [::1]:4003 max_fails=1 fail_timeout=5s;',
    ]);
    expect(rendered.match(/^[ \t]*listen [^;]+;$/gm)).toEqual(['    listen 127.0.0.1:8081;']);
    expect(rendered).toContain('access_log /tmp/x/access.log event_site;');
    expect(rendered).toContain('alias /srv/errors/;');
    expect(markedNames(rendered)).toEqual([
      'trusted-hops',
      'trusted-hops',
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
            !/^\s*(?:server|listen|proxy_cache_path|access_log|alias) /.test(line),
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
  });
});
