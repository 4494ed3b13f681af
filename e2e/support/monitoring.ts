import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverHelpers } from './scripts';

/**
 * The monitoring stack of e2e/operable.spec.ts, Debian's packages on loopback ports (`.ci/run`
 * installs them): Prometheus with the shipped alert rules, and the nginx and Redis exporters.
 * Every process is started here and stopped here by its own pid.
 */

const PROMETHEUS = '/usr/bin/prometheus';
const NGINX_EXPORTER = '/usr/bin/prometheus-nginx-exporter';
const REDIS_EXPORTER = '/usr/bin/prometheus-redis-exporter';
const ALERT_RULES = path.join(__dirname, '..', '..', 'deploy', 'prometheus', 'alerts.yml');

export interface Running {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** `127.0.0.1:PORT`, as a scrape target. */
  address: string;
  logs: string[];
  stop(): Promise<void>;
}

async function run(
  label: string,
  bin: string,
  args: (port: number) => string[],
  readyPath: string,
  cleanup?: () => void,
): Promise<Running> {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: .ci/run installs it`);
  const { collectLines, freePort, stopChild, waitUntil } = await serverHelpers();
  const port = await freePort();
  const child: ChildProcess = spawn(bin, args(port), { stdio: ['ignore', 'pipe', 'pipe'] });
  const logs = collectLines(child);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child, { group: false });
    cleanup?.();
  };
  try {
    await waitUntil(
      async () => (await fetch(`${origin}${readyPath}`).catch(() => undefined))?.ok === true,
      label,
      () => logs.slice(-20).join('\n'),
      60_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, address: `127.0.0.1:${port}`, logs, stop };
}

/** prometheus-nginx-exporter reading nginx's `stub_status` at `statusUrl`. */
export function startNginxExporter(statusUrl: string): Promise<Running> {
  return run(
    'prometheus-nginx-exporter',
    NGINX_EXPORTER,
    (port) => [`-nginx.scrape-uri=${statusUrl}`, `-web.listen-address=127.0.0.1:${port}`],
    '/metrics',
  );
}

/** prometheus-redis-exporter in front of `redisUrl`. */
export function startRedisExporter(redisUrl: string): Promise<Running> {
  return run(
    'prometheus-redis-exporter',
    REDIS_EXPORTER,
    (port) => [`-redis.addr=${redisUrl}`, `-web.listen-address=127.0.0.1:${port}`],
    '/metrics',
  );
}

export interface Targets {
  /** `host:port` of each Next instance (scraped at /api/metrics). */
  instances: string[];
  nginxExporter: string;
  redisExporter: string;
}

/**
 * Prometheus scraping every second with the job names of deploy/prometheus/prometheus.yml and
 * the shipped alert rules, evaluated every second.
 */
export async function startPrometheus(targets: Targets): Promise<Running> {
  const dir = mkdtempSync(path.join(tmpdir(), 'event-site-prometheus-'));
  const config = path.join(dir, 'prometheus.yml');
  const job = (name: string, list: string[], metricsPath = '/metrics') =>
    [
      `  - job_name: ${name}`,
      `    metrics_path: ${metricsPath}`,
      `    static_configs:`,
      `      - targets: [${list.map((target) => `'${target}'`).join(', ')}]`,
    ].join('\n');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${ALERT_RULES}`,
      'scrape_configs:',
      job('event-site', targets.instances, '/api/metrics'),
      job('nginx', [targets.nginxExporter]),
      job('redis', [targets.redisExporter]),
      '',
    ].join('\n'),
  );
  return run(
    'prometheus',
    PROMETHEUS,
    (port) => [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    '/-/ready',
    () => rmSync(dir, { recursive: true, force: true }),
  );
}

export interface Sample {
  metric: Record<string, string>;
  value: number;
}

/** An instant query through Prometheus's HTTP API. */
export async function query(prometheus: Running, promql: string): Promise<Sample[]> {
  const response = await fetch(
    `${prometheus.origin}/api/v1/query?query=${encodeURIComponent(promql)}`,
  );
  const body = (await response.json()) as {
    status: string;
    error?: string;
    data?: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
  };
  if (body.status !== 'success') throw new Error(`${promql}: ${body.error ?? response.status}`);
  return (body.data?.result ?? []).map(({ metric, value }) => ({
    metric,
    value: Number(value[1]),
  }));
}

/** The single value of a query that aggregates to one sample; undefined when it has none. */
export async function scalar(prometheus: Running, promql: string): Promise<number | undefined> {
  const [first] = await query(prometheus, promql);
  return first?.value;
}
