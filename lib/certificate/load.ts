import 'server-only';
import { ApiError, ERROR_CODES } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { TOKEN_PATTERN } from '@/lib/api/schemas';
import { getCertificate } from '@/lib/api/viewer';

/**
 * The viewer's certificate and the event's name (undefined when it cannot be read: the page
 * still shows the certificate). A missing or malformed token is a bad link, exactly like an
 * unknown one, rejected without asking the upstream.
 */
export function loadCertificate(hash: string, token: string | undefined) {
  if (token === undefined || !TOKEN_PATTERN.test(token)) {
    return Promise.reject(
      new ApiError({ code: ERROR_CODES.TOKEN_INVALID, service: 'viewer', status: 400 }),
    );
  }
  return Promise.all([
    getCertificate(hash, token),
    getActivity(hash).then(
      (activity) => activity.name,
      () => undefined,
    ),
  ]);
}
