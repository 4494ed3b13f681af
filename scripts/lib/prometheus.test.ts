import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { setRedisUp } from '../../lib/metrics/cache.mjs';
import { getMetrics } from '../../lib/metrics/registry.mjs';

/**
 * deploy/prometheus checked as CI checks it: promtool validates the scrape config and the alert
 * rules and runs their unit tests (alerts.test.yml); and every product metric an alert names
 * exists, so a renamed metric cannot leave an alert watching nothing.
 */

const PROMTOOL = '/usr/bin/promtool';
const DIR = path.join(__dirname, '..', '..', 'deploy', 'prometheus');
const run = promisify(execFile);

async function promtool(...args: string[]): Promise<string> {
  const { stdout, stderr } = await run(PROMTOOL, args, { cwd: DIR });
  return stdout + stderr;
}

describe('deploy/prometheus', () => {
  it('promtool check config: the scrape config and the rule file it loads', async () => {
    expect(await promtool('check', 'config', 'prometheus.yml')).toContain(
      'SUCCESS: prometheus.yml is valid',
    );
  });

  it('promtool check rules: the alert rules', async () => {
    expect(await promtool('check', 'rules', 'alerts.yml')).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('promtool test rules: every alert fires on its series and not on healthy ones', async () => {
    expect(await promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });

  it('every event_site_* metric the alerts use is one the product exports', () => {
    const rules = readFileSync(path.join(DIR, 'alerts.yml'), 'utf8');
    const used = new Set(rules.match(/\bevent_site_[a-z_]+/g));
    setRedisUp(true); // the Redis gauge is registered on its first value
    const registry = getMetrics()?.registry;
    const exported = new Set(registry?.getMetricsAsArray().map((metric) => metric.name));
    const missing = [...used].filter(
      (name) => !exported.has(name) && !exported.has(name.replace(/_(bucket|sum|count)$/, '')),
    );
    expect(used.size).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });
});
