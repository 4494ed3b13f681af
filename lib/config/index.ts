import 'server-only';
import { parseEnv, type Env } from './env';

let cached: Env | undefined;

/** The parsed configuration; parsed on first use and kept for the life of the process. */
export function getConfig(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** True when the product runs on its embedded demo services (no upstream configured). */
export function isDemoMode(): boolean {
  return !getConfig().MEDIA_API_URL;
}

/** Base URLs of the two HTTP APIs, with the embedded demo as the default. */
export function getServiceUrls(): { media: string; forms: string } {
  const config = getConfig();
  // The embedded demo is this same server. `localhost` reaches it on either loopback family
  // (Node tries both addresses), so `-H ::1` works as well as `-H 127.0.0.1` or no -H at all.
  const demoOrigin = `http://localhost:${config.PORT}`;
  return {
    media: config.MEDIA_API_URL ?? `${demoOrigin}/demo/media`,
    forms: config.FORMS_API_URL ?? `${demoOrigin}/demo/forms`,
  };
}
