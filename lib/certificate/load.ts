import 'server-only';
import { cache } from 'react';
import { ApiError, ERROR_CODES } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { TOKEN_PATTERN } from '@/lib/api/schemas';
import { getCertificate } from '@/lib/api/viewer';

/**
 * A malformed token is a bad link like an unknown one, refused without asking the upstream.
 * One read per request for the head's title and the page.
 */
export const loadCertificate = cache((hash: string, token: string | undefined) => {
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
});
