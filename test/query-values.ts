import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/routes.md, "Public and secret query values": which query parameters of which routes are
 * public (kept in nginx's access log and allowed in public links) and which are secret.
 */
export interface QueryValueRow {
  names: string[];
  /** Route paths as the doc writes them (`/max`, `/api/og/{locale}/{hash}`); `every page` → `*`. */
  routes: string[];
  value: 'public' | 'secret';
}

const ROUTES_DOC = path.join(__dirname, '..', 'docs', 'routes.md');

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

export function queryValueRows(doc = readFileSync(ROUTES_DOC, 'utf8')): QueryValueRow[] {
  const start = doc.indexOf('## Public and secret query values');
  if (start === -1) throw new Error('docs/routes.md: no "Public and secret query values" section');
  const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
  const rows: QueryValueRow[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | parameter | routes | value |
    if (cells.length !== 5 || !/^(?:public|secret)$/.test(cells[3]!)) continue;
    rows.push({
      names: backticked(cells[1]!),
      routes: cells[2] === 'every page' ? ['*'] : backticked(cells[2]!),
      value: cells[3] as 'public' | 'secret',
    });
  }
  if (rows.length === 0) throw new Error('docs/routes.md: the query-value table has no rows');
  return rows;
}

/** Every route the table names, with its parameters and whether each value is public. */
export function queryValuesByRoute(rows = queryValueRows()): Map<string, Map<string, boolean>> {
  const everyPage = rows.filter((row) => row.routes.includes('*'));
  const byRoute = new Map<string, Map<string, boolean>>();
  for (const row of rows) {
    for (const route of row.routes) {
      if (route === '*') continue;
      const names = byRoute.get(route) ?? new Map<string, boolean>();
      for (const shared of everyPage) {
        for (const name of shared.names) names.set(name, shared.value === 'public');
      }
      for (const name of row.names) names.set(name, row.value === 'public');
      byRoute.set(route, names);
    }
  }
  return byRoute;
}

/** The names public on at least one route. */
export function publicNames(rows = queryValueRows()): Set<string> {
  return new Set(rows.filter((row) => row.value === 'public').flatMap((row) => row.names));
}
