import type { ChildProcess } from 'node:child_process';

export const NGINX_BIN: string;
/** deploy/nginx/event-site.conf: the file an operator installs, run as it is here. */
export const SITE_CONFIG: string;
/** deploy/nginx/errors: the localized error pages. */
export const ERROR_PAGES: string;

export interface SiteConfigValues {
  /** `host:port` of each instance (lines marked `# CHANGE: upstream`). */
  upstreams?: string[];
  /** `host:port` nginx listens on (`# CHANGE: listen`). */
  listen?: string;
  /** `# CHANGE: cache-path` */
  cacheDir?: string;
  /** `# CHANGE: access-log` */
  accessLog?: string;
  /** `# CHANGE: error-pages` */
  errorPagesDir?: string;
  /** Absolute path of the unix socket to the limit server (`# CHANGE: limit-tier`, both lines). */
  limitSocket?: string;
  /** Hosts of the instances' CUSTOM_DOMAINS (`# CHANGE: custom-domains`, one line each). */
  customDomains?: string[];
}

export function renderSiteConfig(source: string, values: SiteConfigValues): string;

/** One line of the site's JSON access log (`log_format event_site`); every value a string. */
export interface AccessLogEntry {
  time: string;
  /** The visitor's address: the connection's, or the last one a trusted hop forwarded. */
  client: string;
  host: string;
  method: string;
  /** Path and query as requested, secret query values masked (`token=***`). */
  uri: string;
  status: string;
  bytes: string;
  rsc: string;
  encoding: string;
  /** `MISS`, `HIT`, `EXPIRED`, `STALE`, `UPDATING`, `BYPASS`, or empty (not cacheable here). */
  cache: string;
  /**
   * The instance(s) asked, `a, b` after a retry; empty when the microcache answered or a limit
   * refused the request (Next never saw it).
   */
  upstream: string;
  upstream_status: string;
  next_cache: string;
  request_time: string;
  upstream_time: string;
  /** What Next got as X-Request-Id: nginx's `$request_id`, or a trusted hop's own. */
  request_id: string;
}

export interface StartNginxOptions {
  /** `host:port` of each Next instance. */
  upstreams: string[];
  /** Hosts of the instances' CUSTOM_DOMAINS; the shipped example host when not given. */
  customDomains?: string[];
  /** Listen address; 127.0.0.1 by default. */
  host?: string;
  /** A free port by default. */
  port?: number;
  /** 1 by default. */
  workerProcesses?: number;
  /** Extra configuration inside `http {}` (e.g. a benchmark's static server). */
  extraHttp?: string;
  /** A site file to run instead of deploy/nginx/event-site.conf (comparisons). */
  siteConfig?: string;
  label?: string;
}

export interface RunningNginx {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  port: number;
  pid: number | undefined;
  child: ChildProcess;
  /** The temporary prefix (config, cache, logs); removed by `stop()`. */
  prefix: string;
  cacheDir: string;
  /** The JSON access log file. */
  accessLogPath: string;
  /** nginx's error log (stderr), line by line. */
  logs: string[];
  exited: Promise<number | NodeJS.Signals | null>;
  /** The access log so far, parsed. */
  accessLog(): AccessLogEntry[];
  stop(): Promise<void>;
}

export function startNginx(options: StartNginxOptions): Promise<RunningNginx>;
