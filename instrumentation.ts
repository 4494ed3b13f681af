import type { Instrumentation } from 'next';

/**
 * Runs once when a server instance starts. A bad environment variable must stop start-up with a
 * message naming it, rather than surface later as a broken page. Then the metrics learn which
 * release runs (`event_site_build_info`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateEnvOrExit } = await import('./lib/config/startup');
    validateEnvOrExit();
    const [{ setBuildInfo }, { version }] = await Promise.all([
      import('./lib/metrics'),
      import('./package.json'),
    ]);
    // Inlined at build time by next.config.mjs (`env`): the build id Next itself uses.
    setBuildInfo({ version, buildId: process.env.EVENT_SITE_BUILD_ID ?? 'unknown' });
  }
}

/**
 * A render or route handler failed (Next's documented hook): one JSON line with the request id
 * nginx set, the route's pattern (never the URL: queries may carry tokens) and the digest the
 * visitor's error page shows.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log, errorMessage, requestIdFrom } = await import('./lib/log/log.mjs');
  const requestId = requestIdFrom({
    get: (name) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : null;
    },
  });
  const digest =
    typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
  log('error', 'request_error', {
    ...(requestId ? { request_id: requestId } : {}),
    route: context.routePath,
    route_type: context.routeType,
    render_source: context.renderSource,
    revalidate_reason: context.revalidateReason,
    digest,
    error: errorMessage(error),
  });
};
