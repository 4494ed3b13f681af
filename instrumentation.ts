import type { Instrumentation } from 'next';

/** A bad environment variable stops start-up, naming it, rather than surfacing as a broken page. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateEnvOrExit } = await import('./lib/config/startup');
    validateEnvOrExit();
    const [{ setBuildInfo }, { version }] = await Promise.all([
      import('./lib/metrics'),
      import('./package.json'),
    ]);
    setBuildInfo({ version, buildId: process.env.EVENT_SITE_BUILD_ID ?? 'unknown' });
  }
}

/** Logs the route's pattern, never the URL: queries may carry tokens. */
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
