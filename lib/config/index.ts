import 'server-only';
import { parseEnv, type Env } from './env';

let cached: Env | undefined;

/** The parsed configuration; parsed on first use and kept for the life of the process. */
export function getConfig(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function getServiceUrls(): { media: string; forms: string } {
  const config = getConfig();
  return { media: config.MEDIA_API_URL, forms: config.FORMS_API_URL };
}
