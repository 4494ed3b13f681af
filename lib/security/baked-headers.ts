import { securityHeaderRules, type EnvSource, type HeaderRule } from './headers.mjs';

// `next start` serves the headers `next build` evaluated, so a changed environment needs a
// rebuild: start-up compares the recorded rules with the runtime ones.

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
  baked: string[];
  expected: string[];
}

/** @internal */
export function compareBakedHeaders(baked: unknown, env: EnvSource): HeaderDrift | undefined {
  const bakedLines = fingerprint(Array.isArray(baked) ? baked : []);
  let expected: Set<string>;
  try {
    expected = fingerprint(securityHeaderRules(env));
  } catch {
    // Env validation reports an invalid FRAME_ANCESTORS/MEDIA_ORIGINS, naming the variable.
    return undefined;
  }
  const drift = {
    baked: [...bakedLines].filter((line) => !expected.has(line)),
    expected: [...expected].filter((line) => !bakedLines.has(line)),
  };
  return drift.baked.length || drift.expected.length ? drift : undefined;
}

/** `undefined` in tests, where nothing was inlined. */
function builtRules(): unknown {
  // Next inlines `env` values only where the exact expression appears.
  const recorded = process.env.EVENT_SITE_BUILD_HEADERS;
  if (!recorded) return undefined;
  try {
    return JSON.parse(recorded);
  } catch {
    return undefined;
  }
}

/** Not fatal: stale headers are still safe, and tests start one build against other upstreams. */
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

/** For the CSP only the differing directives, not two walls of policy text. @internal */
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
