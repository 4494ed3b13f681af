/**
 * Runs once when a server instance starts. A bad environment variable must stop start-up with a
 * message naming it, rather than surface later as a broken page.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateEnvOrExit } = await import('./lib/config/startup');
    validateEnvOrExit();
  }
}
