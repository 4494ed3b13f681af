import { ConfigError, parseEnv } from './env';

/** Node-only: a bad environment variable ends the process with a message naming it. */
export function validateEnvOrExit(): void {
  try {
    parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`[config] ${error.message}`);
    process.exit(1);
  }
}
