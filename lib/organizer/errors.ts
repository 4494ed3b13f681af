import 'server-only';
import { getTranslations } from 'next-intl/server';
import { asErrorsTranslator, errorMessageFromUnknown } from '@/lib/api/error-text';
import { ERROR_CODES, isApiError } from '@/lib/api/errors';

export function isMissingResource(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.code === ERROR_CODES.ACTIVITY_NOT_FOUND ||
    error.code === ERROR_CODES.WRONG_ACTIVITY_ID ||
    (error.service === 'forms' && error.status === 404)
  );
}

export async function errorText(error: unknown): Promise<string> {
  const t = await getTranslations('errors');
  return errorMessageFromUnknown(error, asErrorsTranslator(t));
}
