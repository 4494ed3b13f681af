import { log } from '@/lib/log/log.mjs';
import { reportBakedHeaderDrift } from '@/lib/security/baked-headers';
import { ConfigError, parseEnv } from './env';

// Node-only: a bad variable ends the process, naming it; stale baked headers are only reported.
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
