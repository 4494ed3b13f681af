import { log } from '@/lib/log/log.mjs';
import { reportBakedHeaderDrift } from '@/lib/security/baked-headers';
import { ConfigError, parseEnv } from './env';

/**
 * Node-only: a bad environment variable ends the process with a message naming it. Security
 * headers baked at build time for another environment are reported (see baked-headers.ts).
 */
export function validateEnvOrExit(): void {
  try {
    parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log('error', 'config_error', { variable: error.variable, error: error.message });
    process.exit(1);
  }
  reportBakedHeaderDrift();
}
