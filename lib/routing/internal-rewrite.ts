const REWRITE_HEADER = 'x-middleware-rewrite';

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
 * Puts every URL a middleware response emits on `origin`, the origin of `request.url`. Next
 * builds that URL from the address it was started on and the scheme from `X-Forwarded-Proto`,
 * never from the `Host` header (with `skipProxyUrlNormalize`, literally: `127.0.0.1` stays
 * `127.0.0.1`, see next.config.mjs), and keeps a middleware URL
 * internal (rewrite) or relative (redirect) exactly when it shares that origin. Whatever the bind
 * address (`-H 127.0.0.1`, `::1`, `0.0.0.0`, a host name, standalone `HOSTNAME`), a URL anchored
 * here becomes a path on this site: never an outbound proxy request, never a `Location` on a host
 * the visitor chose, never a redirect to itself.
 */
export function anchorToRequestOrigin<T extends Response>(response: T, origin: string): T {
  const rewrite = response.headers.get(REWRITE_HEADER);
  if (rewrite && /^https?:\/\//i.test(rewrite))
    response.headers.set(REWRITE_HEADER, onOrigin(rewrite, origin));
  const location = response.headers.get('location');
  if (location && /^https?:\/\//i.test(location))
    response.headers.set('location', onOrigin(location, origin));
  return response;
}
