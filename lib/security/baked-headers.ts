import { securityHeaderRules, type EnvSource, type HeaderRule } from './headers.mjs';

/**
 * `next start` serves the headers `next build` evaluated from next.config's `headers()`; it never
 * calls `headers()` again. A Content-Security-Policy built for PLAYER_URL=A keeps blocking the
 * player after PLAYER_URL is changed to B without a rebuild. So the build records the security
 * header rules it produced (next.config.mjs `env`, inlined into the server bundle as
 * `EVENT_SITE_BUILD_HEADERS`), and start-up compares them with the rules the runtime environment
 * would produce.
 */

/** One comparable line per (source, condition, header); malformed entries are skipped. */
function fingerprint(rules: readonly unknown[]): Set<string> {
  const lines = new Set<string>();
  for (const rule of rules) {
    if (typeof rule !== 'object' || rule === null) continue;
    const { source, has, headers } = rule as Partial<Record<keyof HeaderRule, unknown>>;
    if (typeof source !== 'string' || !Array.isArray(headers)) continue;
    const where = `${source}${has ? ` if ${JSON.stringify(has)}` : ''}`;
    for (const header of headers as unknown[]) {
      const { key, value } = (header ?? {}) as { key?: unknown; value?: unknown };
      if (typeof key === 'string' && typeof value === 'string')
        lines.add(`${where} → ${key}: ${value}`);
    }
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
 * Differences between the security header rules the build recorded (`baked`, as
 * `securityHeaderRules` returned them) and those `env` calls for; `undefined` when they agree.
 */
export function compareBakedHeaders(baked: unknown, env: EnvSource): HeaderDrift | undefined {
  const bakedLines = fingerprint(Array.isArray(baked) ? baked : []);
  let expected: Set<string>;
  try {
    expected = fingerprint(securityHeaderRules(env));
  } catch {
    // An invalid FRAME_ANCESTORS/MEDIA_ORIGINS is reported by env validation, naming the variable.
    return undefined;
  }
  const drift = {
    baked: [...bakedLines].filter((line) => !expected.has(line)),
    expected: [...expected].filter((line) => !bakedLines.has(line)),
  };
  return drift.baked.length || drift.expected.length ? drift : undefined;
}

/**
 * The rules the running build recorded, or `undefined` where nothing was inlined (tests) or the
 * build could not evaluate them (it then failed in `headers()` anyway).
 */
function builtRules(): unknown {
  // Written out in full: Next inlines `env` values only where the exact expression appears.
  const recorded = process.env.EVENT_SITE_BUILD_HEADERS;
  if (!recorded) return undefined;
  try {
    return JSON.parse(recorded);
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
export function reportBakedHeaderDrift(
  env: EnvSource = process.env,
  baked: unknown = builtRules(),
): HeaderDrift | undefined {
  if (process.env.NODE_ENV !== 'production' || baked === undefined) return undefined;
  const drift = compareBakedHeaders(baked, env);
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
