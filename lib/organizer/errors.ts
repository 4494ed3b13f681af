import 'server-only';
import { getTranslations } from 'next-intl/server';
import { asErrorsTranslator, errorMessageFromUnknown } from '@/lib/api/error-text';
import { ERROR_CODES, isApiError } from '@/lib/api/errors';

/** An unknown or malformed event, keys id or form: the page answers with the not-found page. */
export function isMissingResource(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.code === ERROR_CODES.ACTIVITY_NOT_FOUND ||
    error.code === ERROR_CODES.WRONG_ACTIVITY_ID ||
    // The forms API has its own "not found" code; its 404 means the same thing.
    (error.service === 'forms' && error.status === 404)
  );
}

/** The catalogue text for a failed call (docs/upstream-api.md, section 1), in the page's locale. */
export async function errorText(error: unknown): Promise<string> {
  const t = await getTranslations('errors');
  return errorMessageFromUnknown(error, asErrorsTranslator(t));
}
