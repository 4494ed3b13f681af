/**
 * Runs once when a server instance starts. A bad environment variable must stop start-up with a
 * message naming it, rather than surface later as a broken page. Then the response hook that
 * answers upstream outages with 502/503 and undecodable URLs with 400 instead of Next's bare 500.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateEnvOrExit } = await import('./lib/config/startup');
    validateEnvOrExit();
    const { installErrorResponses } = await import('./lib/server/error-responses');
    installErrorResponses();
  }
}
