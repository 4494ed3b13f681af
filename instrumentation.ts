/**
 * Runs once when a server instance starts. A bad environment variable must stop start-up with a
 * message naming it, rather than surface later as a broken page. Then two request hooks: upstream
 * outages answer 502/503 and undecodable URLs 400 instead of Next's bare 500
 * (lib/server/error-responses.ts), and hot landings replay from a one-second micro-cache
 * (lib/server/landing-micro-cache.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateEnvOrExit } = await import('./lib/config/startup');
    validateEnvOrExit();
    const { installErrorResponses } = await import('./lib/server/error-responses');
    installErrorResponses();
    const { installLandingMicroCache } = await import('./lib/server/landing-micro-cache');
    const { getConfig } = await import('./lib/config');
    installLandingMicroCache(getConfig().MICRO_CACHE_TTL_MS);
  }
}
