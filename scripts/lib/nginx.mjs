// Debian's nginx in front of the servers a test or benchmark started, running the SHIPPED site
// configuration (deploy/nginx/event-site.conf): the lines it marks `# CHANGE: <name>` are the
// only ones rewritten (instances, listen address, cache, log and error-page paths), everything
// else is the file as an operator installs it. nginx runs as a non-daemon child in a temporary
// prefix, leads its own process group and is stopped by its pid.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT, startChild } from './server.cjs';

export const NGINX_BIN = '/usr/sbin/nginx';
export const SITE_CONFIG = path.join(ROOT, 'deploy', 'nginx', 'event-site.conf');
export const ERROR_PAGES = path.join(ROOT, 'deploy', 'nginx', 'errors');
/** Debian's MIME table; the site's file lives inside Debian's `http {}`, which includes it. */
const MIME_TYPES = '/etc/nginx/mime.types';
const STARTUP_TIMEOUT_MS = 15_000;

const MARK = /\s*#\s*CHANGE:\s*([a-z-]+)\s*$/;

/**
 * The shipped file with its marked lines rewritten. `values` holds the new settings; every one
 * given must find its marked line(s), so a renamed or dropped mark fails loudly here.
 *
 * - `upstreams`: `host:port` of each instance; the first marked `server` line is the template
 *   (its parameters are kept), the other marked lines go.
 * - `listen`: `host:port`; one `listen` line replaces the marked ones.
 * - `cacheDir`, `accessLog`, `errorPagesDir`: paths replacing the marked lines' paths.
 * - `limitSocket`: the unix socket between the front server and the limit server (both its
 *   marked lines, the `listen` and the upstream's `server`).
 * - `customDomains`: the hosts of the instances' CUSTOM_DOMAINS (at least one; the shipped
 *   file's example host stands in when not given).
 */
export function renderSiteConfig(
  source,
  { upstreams, listen, cacheDir, accessLog, errorPagesDir, limitSocket, customDomains },
) {
  const rules = {
    'custom-domains': customDomains && {
      many: true,
      rewrite: (line) =>
        customDomains.map((host) => line.replace(/^(\s*)\S+(\s+1;)/, `$1${host}$2`)),
    },
    upstream: upstreams && {
      many: true,
      rewrite: (line) =>
        upstreams.map((address) => line.replace(/\bserver\s+[^\s;]+/, `server ${address}`)),
    },
    listen: listen && {
      many: true,
      rewrite: (line) => [line.replace(/\blisten\s+[^;]+/, `listen ${listen}`)],
    },
    'limit-tier': limitSocket && {
      many: true,
      keepAll: true,
      rewrite: (line) => [line.replace(/\bunix:[^;\s]+/, `unix:${limitSocket}`)],
    },
    'cache-path': cacheDir && {
      rewrite: (line) => [line.replace(/\bproxy_cache_path\s+\S+/, `proxy_cache_path ${cacheDir}`)],
    },
    'access-log': accessLog && {
      rewrite: (line) => [line.replace(/\baccess_log\s+\S+/, `access_log ${accessLog}`)],
    },
    'error-pages': errorPagesDir && {
      rewrite: (line) => [
        line.replace(/\balias\s+[^;]+/, `alias ${errorPagesDir.replace(/\/?$/, '/')}`),
      ],
    },
  };
  if (upstreams && upstreams.length === 0) throw new Error('renderSiteConfig: no upstreams');
  if (limitSocket !== undefined && !/^\/[\w./-]+$/.test(limitSocket)) {
    throw new Error(`renderSiteConfig: not an absolute socket path: ${limitSocket}`);
  }
  for (const host of customDomains ?? []) {
    if (!/^[a-z0-9.-]+$/.test(host)) throw new Error(`renderSiteConfig: not a host: ${host}`);
  }
  if (customDomains && customDomains.length === 0) {
    throw new Error('renderSiteConfig: no custom domains (leave the option out instead)');
  }
  for (const address of upstreams ?? []) {
    if (!/^[\w.-]+:\d+$|^\[[\da-f:]+\]:\d+$/i.test(address)) {
      throw new Error(`renderSiteConfig: not host:port: ${address}`);
    }
  }
  const seen = new Map();
  const output = [];
  for (const line of source.split('\n')) {
    const name = MARK.exec(line)?.[1];
    const rule = name ? rules[name] : undefined;
    if (!name || !rule) {
      output.push(line);
      continue;
    }
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count > 1 && !rule.many) throw new Error(`renderSiteConfig: "${name}" is marked twice`);
    // The first marked line of a group stands for the group; the rest of it is dropped (unless
    // each line is its own setting, `keepAll`).
    if (count === 1 || rule.keepAll) output.push(...rule.rewrite(line.replace(MARK, '')));
  }
  for (const [name, rule] of Object.entries(rules)) {
    if (rule && !seen.has(name)) {
      throw new Error(`renderSiteConfig: no line marked "# CHANGE: ${name}" in the site config`);
    }
  }
  return output.join('\n');
}

/** Resolves once something accepts TCP connections on host:port. */
function accepting(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Reads the JSON access log the site's `log_format event_site` writes. */
function readAccessLog(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * Starts nginx with the shipped site config in front of `upstreams` (`host:port` each) on a free
 * loopback port, and resolves once it accepts connections.
 *
 * - `extraHttp`: more configuration for the `http {}` block (a benchmark's static server).
 * - `workerProcesses`: 1 by default (a shared 2-core machine).
 * - `siteConfig`: another site file to run instead of the shipped one (a measurement comparing
 *   an older version, or deploy/nginx/cdn.conf); the same marked lines are rewritten.
 */
export async function startNginx({
  upstreams,
  siteConfig = SITE_CONFIG,
  host = '127.0.0.1',
  port,
  workerProcesses = 1,
  extraHttp = '',
  customDomains,
  label = 'nginx',
} = {}) {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(`${NGINX_BIN} is missing: install Debian's nginx (apt-get install nginx)`);
  }
  if (!upstreams?.length) throw new Error('startNginx: give at least one upstream (host:port)');
  const listenPort = port ?? (await freePort(host));
  const prefix = mkdtempSync(path.join(tmpdir(), 'event-site-nginx-'));
  const cacheDir = path.join(prefix, 'cache');
  const tempDir = path.join(prefix, 'temp');
  const accessLog = path.join(prefix, 'access.log');
  for (const dir of [cacheDir, tempDir]) mkdirSync(dir, { recursive: true });
  const source = readFileSync(siteConfig, 'utf8');
  // The marks a file has: an older site file may have no limit server, the CDN file
  // (deploy/nginx/cdn.conf) no error pages or custom domains.
  const marked = (name) => new RegExp(`#\\s*CHANGE:\\s*${name}\\s*$`, 'm').test(source);
  const site = renderSiteConfig(source, {
    upstreams,
    listen: `${host}:${listenPort}`,
    cacheDir,
    accessLog,
    ...(marked('error-pages') ? { errorPagesDir: ERROR_PAGES } : {}),
    customDomains,
    ...(marked('limit-tier') ? { limitSocket: path.join(prefix, 'limit.sock') } : {}),
  });
  const siteFile = path.join(prefix, 'event-site.conf');
  writeFileSync(siteFile, site);
  // Debian's nginx.conf around the site file: the same `http {}` defaults (gzip on included),
  // with this prefix's pid and temp paths. As root, workers run as root too so that they can
  // read the checkout and write the temporary prefix (nginx would otherwise pick `nobody`).
  const temp = (name) => `${name}_temp_path ${path.join(tempDir, name)};`;
  const main = [
    'daemon off;',
    'master_process on;',
    `worker_processes ${workerProcesses};`,
    `pid ${path.join(prefix, 'nginx.pid')};`,
    'error_log stderr notice;',
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    'events { worker_connections 1024; }',
    'http {',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  types_hash_max_size 2048;',
    `  include ${MIME_TYPES};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  gzip on;',
    `  ${temp('client_body')}`,
    `  ${temp('proxy')}`,
    `  ${temp('fastcgi')}`,
    `  ${temp('uwsgi')}`,
    `  ${temp('scgi')}`,
    `  include ${siteFile};`,
    extraHttp,
    '}',
    '',
  ].join('\n');
  const mainFile = path.join(prefix, 'nginx.conf');
  writeFileSync(mainFile, main);

  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${listenPort}`;
  // nginx writes its pid file once it has bound every listening socket. A connection alone is
  // not enough: a port another process took meanwhile accepts too.
  const pidFile = path.join(prefix, 'nginx.pid');
  const bound = (child) =>
    existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() === String(child.pid);
  const removePrefix = () => rmSync(prefix, { recursive: true, force: true });
  const { child, logs, exited, stop } = await startChild(
    NGINX_BIN,
    ['-p', `${prefix}/`, '-c', mainFile],
    {
      name: label,
      what: `${label} on ${origin}`,
      timeoutMs: STARTUP_TIMEOUT_MS,
      ready: async (started) => bound(started) && (await accepting(host, listenPort)),
    },
  ).catch((error) => {
    removePrefix();
    throw error;
  });
  return {
    origin,
    port: listenPort,
    pid: child.pid,
    child,
    prefix,
    cacheDir,
    accessLogPath: accessLog,
    logs,
    exited,
    accessLog: () => readAccessLog(accessLog),
    stop: () => stop().then(removePrefix),
  };
}
