const REWRITE_HEADER = 'x-middleware-rewrite';

/**
 * The origin Next's router compares middleware URLs with: the host and port the server was
 * started on (`next start -H`, standalone `HOSTNAME`). Next publishes it to the process as
 * `__NEXT_PRIVATE_ORIGIN`; without it (tests, unusual runners) `localhost:$PORT` is Next's own default.
 */
export function serverOrigin(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv,
): string {
  const origin = env.__NEXT_PRIVATE_ORIGIN || `http://localhost:${env.PORT || 3000}`;
  // Bound to every interface, Next publishes `localhost` as its origin but compares middleware
  // URLs with the literal bind address (`http://0.0.0.0:3000`, router-utils/resolve-routes), so
  // anchoring on `localhost` would turn every rewrite into a 307 to itself.
  const wildcard = { '0.0.0.0': '0.0.0.0', '::': '[::]', '[::]': '[::]' }[
    bindHost(env, argv) ?? ''
  ];
  return wildcard ? origin.replace(/^(https?:\/\/)[^/]+?(:\d+)?$/, `$1${wildcard}$2`) : origin;
}

/** The address the server was told to bind: `next start -H`, or the standalone `HOSTNAME`. */
function bindHost(
  env: Record<string, string | undefined>,
  argv: readonly string[],
): string | undefined {
  for (const [index, arg] of argv.entries()) {
    if (arg === '-H' || arg === '--hostname') return argv[index + 1];
    if (arg.startsWith('--hostname=')) return arg.slice('--hostname='.length);
  }
  const standalone = argv[1]?.endsWith('server.js') ?? false;
  return standalone ? env.HOSTNAME : undefined;
}

/**
 * The server's origin as Next compares it for this request: Next takes the scheme from
 * `X-Forwarded-Proto` (any value containing `https`, as a TLS-terminating proxy sends) and the
 * host and port from its own start-up options (next/dist/server/lib/router-utils/resolve-routes).
 * Anchoring an `https` request on `http://` would make Next treat every rewrite as an outbound
 * proxy request and every redirect as absolute. The header picks the scheme only; the host is
 * always the server's own, and Next strips the origin again, so nothing of it reaches a response.
 */
export function serverOriginFor(
  headers: { get(name: string): string | null },
  env: Record<string, string | undefined> = process.env,
): string {
  const origin = serverOrigin(env);
  return headers.get('x-forwarded-proto')?.includes('https')
    ? origin.replace(/^http:/, 'https:')
    : origin;
}

function onOrigin(target: string, origin: string): string {
  const url = new URL(target);
  const pathname = url.pathname
    // Leading slashes collapsed: `//evil.example/x` must stay a path on this site, not a host.
    .replace(/^\/+/, '/')
    // next-intl decodes the path before emitting it, so an encoded percent sign (`/%25`) comes
    // back bare (`/ru/%`), which Next's router cannot decode: a 500. Escaped again here.
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  return `${origin.replace(/\/+$/, '')}${pathname}${url.search}`;
}

/**
 * next-intl builds its rewrites and redirects from `request.nextUrl`, i.e. from the Host header.
 * Next keeps a middleware URL internal (rewrite) or relative (redirect) only when its origin is
 * the server's own; any other origin makes a rewrite an outbound proxy request to that host
 * (a loop, or a request to a host the visitor chose) and a redirect an absolute Location on a
 * forged host (vercel/next.js#94342, #94745). Every URL this middleware emits belongs to this
 * site, so each is re-anchored on the server's origin and Next turns it back into a path.
 */
export function anchorToServerOrigin<T extends Response>(response: T, origin = serverOrigin()): T {
  const rewrite = response.headers.get(REWRITE_HEADER);
  if (rewrite && /^https?:\/\//i.test(rewrite))
    response.headers.set(REWRITE_HEADER, onOrigin(rewrite, origin));
  const location = response.headers.get('location');
  if (location && /^https?:\/\//i.test(location))
    response.headers.set('location', onOrigin(location, origin));
  return response;
}
