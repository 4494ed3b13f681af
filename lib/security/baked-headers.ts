import { readFileSync } from 'node:fs';
import path from 'node:path';
import { securityHeaderRules, type EnvSource, type HeaderRule } from './headers.mjs';

/**
 * `next start` serves the headers `next build` wrote into routes-manifest.json; it never calls
 * next.config's `headers()` again. A Content-Security-Policy built for PLAYER_URL=A keeps
 * blocking the player after PLAYER_URL is changed to B without a rebuild, so start-up compares
 * the baked rules with the rules the runtime environment would produce.
 */

interface ManifestRule {
  source?: unknown;
  has?: unknown;
  headers?: unknown;
}

/**
 * The rules headers.mjs writes, whatever the environment (the proxy-only HSTS rule included),
 * and the header names it sets. Other rules in the manifest (no-referrer and no-store on personal
 * pages) belong to other modules and set some of the same names: they are left out by source.
 */
const EVERY_RULE = securityHeaderRules({ TRUST_PROXY: '1' });
const OWNED_SOURCES = new Set(EVERY_RULE.map((rule) => rule.source));
const OWNED_KEYS = new Set(
  EVERY_RULE.flatMap((rule) => rule.headers.map((h) => h.key.toLowerCase())),
);
OWNED_KEYS.add('strict-transport-security');

function ownedHeaders(headers: unknown): string[] {
  if (!Array.isArray(headers)) return [];
  return headers
    .filter(
      (h): h is { key: string; value: string } =>
        typeof h?.key === 'string' && typeof h?.value === 'string',
    )
    .filter((h) => OWNED_KEYS.has(h.key.toLowerCase()))
    .map((h) => `${h.key}: ${h.value}`);
}

/** One comparable line per (source, condition, header). */
function fingerprint(rules: readonly (HeaderRule | ManifestRule)[]): Set<string> {
  const lines = new Set<string>();
  for (const rule of rules) {
    if (typeof rule.source !== 'string' || !OWNED_SOURCES.has(rule.source)) continue;
    const where = `${String(rule.source)}${rule.has ? ` if ${JSON.stringify(rule.has)}` : ''}`;
    for (const line of ownedHeaders(rule.headers)) lines.add(`${where} → ${line}`);
  }
  return lines;
}

export interface HeaderDrift {
  /** Rules the build baked in that the runtime environment would not produce. */
  baked: string[];
  /** Rules the runtime environment calls for that the build lacks. */
  expected: string[];
}

/**
 * Differences between the security headers in `manifest` and those `env` calls for; `undefined`
 * when they agree. Rules for other headers (no-store on personal pages) are ignored.
 */
export function compareBakedHeaders(manifest: unknown, env: EnvSource): HeaderDrift | undefined {
  const bakedRules =
    manifest &&
    typeof manifest === 'object' &&
    Array.isArray((manifest as { headers?: unknown }).headers)
      ? ((manifest as { headers: ManifestRule[] }).headers ?? [])
      : [];
  const baked = fingerprint(bakedRules);
  let expected: Set<string>;
  try {
    expected = fingerprint(securityHeaderRules(env));
  } catch {
    // An invalid FRAME_ANCESTORS/MEDIA_ORIGINS is reported by env validation, naming the variable.
    return undefined;
  }
  const drift = {
    baked: [...baked].filter((line) => !expected.has(line)),
    expected: [...expected].filter((line) => !baked.has(line)),
  };
  return drift.baked.length || drift.expected.length ? drift : undefined;
}

/** The manifest of the running build, or `undefined` in dev and before the first build. */
function readRoutesManifest(): unknown {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  try {
    return JSON.parse(
      readFileSync(path.join(process.cwd(), distDir, 'routes-manifest.json'), 'utf8'),
    );
  } catch {
    return undefined;
  }
}

/**
 * Logs one error line per differing header when the build's security headers do not match the
 * runtime environment. Not fatal: the headers are still safe, only stale (a blocked player or a
 * missing frame-ancestors origin), and one build is legitimately started against different
 * upstreams (tests, staging). The fix is to rebuild with the production environment.
 */
export function reportBakedHeaderDrift(env: EnvSource = process.env): HeaderDrift | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  const manifest = readRoutesManifest();
  if (!manifest) return undefined;
  const drift = compareBakedHeaders(manifest, env);
  if (!drift) return undefined;
  console.error(
    '[security] The security headers were built for a different environment than this server ' +
      'runs with (next.config headers() are evaluated at build time). Rebuild with the runtime ' +
      'environment (SITE_URL, MEDIA_API_URL, PLAYER_URL, WIDGETS_URL, QR_URL, CDN_URL, ' +
      'FRAME_ANCESTORS, MEDIA_ORIGINS, TRUST_PROXY).',
  );
  for (const line of summariseDrift(drift)) console.error(`[security]   ${line}`);
  return drift;
}

interface DriftLine {
  where: string;
  key: string;
  value: string;
}

function parseLine(line: string): DriftLine {
  const [where = '', header = ''] = line.split(' → ');
  const colon = header.indexOf(': ');
  return { where, key: header.slice(0, colon), value: header.slice(colon + 2) };
}

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

/**
 * One line per header: the rules it differs on and, for the CSP, only the directives that
 * differ, so the log says "connect-src lacks https://player.example" rather than two walls of
 * policy text.
 */
export function summariseDrift(drift: HeaderDrift): string[] {
  const baked = drift.baked.map(parseLine);
  const expected = drift.expected.map(parseLine);
  const keys = [...new Set([...baked, ...expected].map((line) => line.key))];
  return keys.map((key) => {
    const served = baked.filter((line) => line.key === key);
    const wanted = expected.filter((line) => line.key === key);
    const where = [...new Set([...served, ...wanted].map((line) => line.where))];
    const first = served[0]?.value;
    const target =
      wanted.find((line) => line.where === served[0]?.where)?.value ?? wanted[0]?.value;
    let detail: string;
    if (key === 'Content-Security-Policy' && first !== undefined && target !== undefined) {
      const a = directives(first);
      const b = directives(target);
      detail = [...new Set([...a.keys(), ...b.keys()])]
        .filter((name) => a.get(name) !== b.get(name))
        .map(
          (name) =>
            `${name}: served "${a.get(name) ?? '(none)'}", expected "${b.get(name) ?? '(none)'}"`,
        )
        .join('; ');
    } else {
      detail = `served "${first ?? '(none)'}", expected "${target ?? '(none)'}"`;
    }
    return `${key} on ${where.join(', ')}: ${detail}`;
  });
}
