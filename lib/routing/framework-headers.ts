import { z } from 'zod';

/** Next's own cap on the router state. */
const MAX_TREE_LENGTH = 40_000;
const MAX_PATH_HEADER_LENGTH = 2_048;

const dynamicParamType = z.enum([
  'c',
  'ci(..)(..)',
  'ci(.)',
  'ci(..)',
  'ci(...)',
  'oc',
  'd',
  'di(..)(..)',
  'di(.)',
  'di(..)',
  'di(...)',
]);
const segment = z.union([
  z.string(),
  z.tuple([z.string(), z.string(), dynamicParamType, z.array(z.string()).nullable()]),
]);

// Mirrors Next 16's `flightRouterStateSchema`: a tree Next would refuse with a 500 gets a 400.
type Tree = [unknown, Record<string, Tree>, ...unknown[]];
const tree: z.ZodType<Tree> = z.lazy(() =>
  z.tuple([
    segment,
    z.record(z.string(), tree),
    z.tuple([z.string(), z.string()]).nullable().optional(),
    z.enum(['refetch', 'inside-shared-layout', 'metadata-only']).nullable().optional(),
    z.number().nullable().optional(),
    z.string().optional(),
  ]),
) as z.ZodType<Tree>;

function validTree(value: string): boolean {
  if (value.length > MAX_TREE_LENGTH) return false;
  try {
    return tree.safeParse(JSON.parse(decodeURIComponent(value))).success;
  } catch {
    return false;
  }
}

/** One leading slash, printable ASCII, no comma (Node joins a repeated header with ", "). */
const PATH_HEADER = new RegExp(`^/(?!/)[!-+\\--~]{0,${MAX_PATH_HEADER_LENGTH}}$`);

const RULES: Record<string, (value: string) => boolean> = {
  rsc: (value) => value === '1',
  'next-router-prefetch': (value) => value === '1' || value === '2' || value === '3',
  'next-router-segment-prefetch': (value) => PATH_HEADER.test(value),
  'next-router-state-tree': validTree,
  'next-url': (value) => PATH_HEADER.test(value),
};

/** The 400 or 405 for a request Next would answer with a 5xx; the product has no Server Actions. */
export function refusedPageRequest(method: string, headers: Headers): 400 | 405 | undefined {
  if (method !== 'GET' && method !== 'HEAD') return 405;
  if (headers.has('next-action')) return 400;
  for (const [name, valid] of Object.entries(RULES)) {
    const value = headers.get(name);
    if (value !== null && !valid(value)) return 400;
  }
  return undefined;
}
