import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import {
  INTERNAL_ROUTES,
  LANDING_VARIANTS,
  LANDING_VIEWS,
  pageHeaderRules,
  ROUTES,
  type RouteData,
} from './routes.mjs';
import { ROUTE_TABLE } from './table';

const ROOT = path.join(__dirname, '..', '..');
const ROUTES_DOC = path.join(ROOT, 'docs', 'routes.md');

/** Every `page.tsx` below `dir`, relative to it. */
function pageFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return pageFiles(path.join(dir, entry.name), relative);
    return entry.name === 'page.tsx' ? [relative] : [];
  });
}

/** A page file's URL path: no locale segment, route group or optional catch-all. */
function urlPath(file: string): string {
  const segments = file
    .split('/')
    .filter(Boolean)
    .slice(0, -1)
    .filter((segment) => !/^\(.*\)$/.test(segment) && !segment.startsWith('[['));
  return `/${segments.join('/')}`;
}

/** The query parameters a page cannot do without, as docs/routes.md's table writes them. */
function requiredInputs(schema: z.ZodType): string {
  const object = schema instanceof z.ZodPipe ? schema.in : schema;
  const shape: Record<string, z.ZodType> = object instanceof z.ZodObject ? object.shape : {};
  const names = Object.keys(shape);
  const required = names.filter((name) => !shape[name]!.safeParse(undefined).success);
  if (required.length > 0) return required.map((name) => `\`${name}\``).join(', ');
  if (!schema.safeParse({}).success) return names.map((name) => `\`${name}\``).join(' or ');
  return '–';
}

function messageExists(catalogue: unknown, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

const CACHE_TEXT: Record<RouteData['privacy']['cache'], string> = {
  isr: 'per hash (ISR)',
  prerendered: 'prerendered',
  'per-request': 'per request',
  'no-store': 'per request, `no-store`',
};

/** The route table as docs/routes.md prints it. */
function routeTableMarkdown(): string {
  const header = [
    'path',
    'group',
    'required',
    'title',
    'footer',
    'indexed',
    'referrer',
    'rendered',
  ];
  const rows = Object.values(ROUTE_TABLE).map((route) => [
    `\`${route.path}\``,
    route.group,
    requiredInputs(route.inputs),
    route.title ? `\`${route.title}\`` : '–',
    route.footer ? 'yes' : '–',
    route.privacy.index ? 'yes' : route.privacy.robotsHeader ? 'no (also a header)' : 'no',
    route.privacy.referrer === 'no-referrer' ? '`no-referrer`' : '–',
    CACHE_TEXT[route.privacy.cache],
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(row)),
  ].join('\n');
}

describe('the route table', () => {
  it('has one row per page of the data module, each with its query inputs', () => {
    expect(Object.keys(ROUTE_TABLE)).toEqual(Object.keys(ROUTES));
    const data = ({ path, group, title, footer, privacy }: RouteData) => ({
      path,
      group,
      title,
      footer,
      privacy,
    });
    for (const [name, route] of Object.entries(ROUTE_TABLE)) {
      expect(data(route)).toEqual(data(ROUTES[name as keyof typeof ROUTES]));
      expect(route.inputs).toBeInstanceOf(z.ZodType);
    }
  });

  it('is what exists: every page file of app/ is a row or an internal route, and back', () => {
    const pages = pageFiles(path.join(ROOT, 'app', '[locale]'))
      .map(urlPath)
      .sort();
    // A landing's public path is a rewrite into the landings' one tree (next.config.mjs).
    const expected = [
      ...Object.values(ROUTES)
        .filter((route) => route.group !== 'landing')
        .map((route) => route.path),
      ...Object.values(INTERNAL_ROUTES).flat(),
    ].sort();
    expect(pages).toEqual(expected);
  });

  it('names title keys that both catalogues have', () => {
    for (const route of Object.values(ROUTES)) {
      if (route.title === null) continue;
      expect([route.path, messageExists(ru, route.title)]).toEqual([route.path, true]);
      expect([route.path, messageExists(en, route.title)]).toEqual([route.path, true]);
    }
  });

  it('puts the footer on the landings, /platform, /site and /test (decision 1212)', () => {
    const withFooter = Object.values(ROUTES)
      .filter((route) => route.footer)
      .map((route) => route.path);
    const landings = LANDING_VARIANTS.map((variant) => `/${variant}`);
    expect(withFooter.sort()).toEqual([...landings, '/platform', '/site', '/test'].sort());
  });

  it('requires the hash of every landing and event page, and nothing of /test', () => {
    const hashOnly = { hash: 'demo-online' };
    for (const name of [...LANDING_VARIANTS, 'platform', 'meetings', 'newDion', 'site'] as const) {
      expect([name, ROUTE_TABLE[name].inputs.safeParse({}).success]).toEqual([name, false]);
      expect([name, ROUTE_TABLE[name].inputs.safeParse(hashOnly).success]).toEqual([name, true]);
    }
    expect(ROUTE_TABLE.test.inputs.safeParse({}).success).toBe(true);
  });
});

describe('header policies from the table', () => {
  const rules = pageHeaderRules();
  const headersOf = (source: string) =>
    Object.fromEntries(
      (rules.find((rule) => rule.source === source)?.headers ?? []).map((h) => [h.key, h.value]),
    );

  it('keeps stream keys secret in every locale: no cache, no referrer, no index, unbuffered', () => {
    for (const source of ['/stream-keys', '/en/stream-keys', '/ru/stream-keys']) {
      expect(headersOf(source)).toEqual({
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex, nofollow',
        'X-Accel-Buffering': 'no',
      });
    }
  });

  it('keeps personal links out of caches and Referer headers', () => {
    for (const source of ['/certificate', '/email_subscriptions', '/en/portal_subscriptions']) {
      expect(headersOf(source)).toEqual({
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Accel-Buffering': 'no',
      });
    }
  });

  it('keeps live organizer screens out of shared caches', () => {
    for (const path of ['/questions', '/polls', '/participants-rating', '/randomizer']) {
      expect(headersOf(`/en${path}`)).toEqual({
        'Cache-Control': 'private, no-store',
        'X-Accel-Buffering': 'no',
      });
    }
    expect(headersOf('/form-qr-code')['Cache-Control']).toBe('private, no-store');
  });

  it('leaves the public pages to the cache rules of their render', () => {
    for (const path of ['/max', '/landing', '/mid', '/min', '/platform', '/site', '/test']) {
      expect([path, rules.some((rule) => rule.source.endsWith(path))]).toEqual([path, false]);
    }
  });
});

describe('the landing variants', () => {
  const VIEW_COMPONENTS = { full: 'FullLanding', mid: 'MidLanding', minimal: 'MinimalLanding' };

  it("each render their view's page of the landings' tree", () => {
    for (const variant of LANDING_VARIANTS) {
      const view = LANDING_VIEWS[variant];
      const page = readFileSync(
        path.join(
          ROOT,
          'app',
          '[locale]',
          '(event)',
          'landings',
          '[variant]',
          '[kind]',
          '[key]',
          view,
          'page.tsx',
        ),
        'utf8',
      );
      expect([variant, page]).toEqual([
        variant,
        expect.stringContaining(`landingRoute('${view}', ${VIEW_COMPONENTS[view]},`),
      ]);
    }
  });
});

describe('docs/routes.md', () => {
  const doc = readFileSync(ROUTES_DOC, 'utf8');

  it('prints the route table as the table is', () => {
    const start = doc.indexOf('<!-- route-table -->');
    const end = doc.indexOf('<!-- /route-table -->');
    expect(start).toBeGreaterThan(-1);
    expect(doc.slice(start + '<!-- route-table -->'.length, end).trim()).toBe(routeTableMarkdown());
  });

  it('describes every page of the table in its "Pages" section, and no other', () => {
    const start = doc.indexOf('\n## Pages');
    const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
    const described = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`(\/[^`]*)`/g)].map((m) => m[1]!))
      .map((described) => described.replace(/\/<chapter>…$/, ''))
      .filter((described) => described !== '/' && !described.startsWith('/:'));
    expect([...new Set(described)].sort()).toEqual(
      Object.values(ROUTES)
        .map((route) => route.path)
        .sort(),
    );
  });
});
