import { isChunkLoadError } from '@/lib/api/chunk-error';
import { deserializeApiError, errorMessageKey, isApiError } from '@/lib/api/errors';

export interface ErrorsTranslator {
  (key: string): string;
  has(key: string): boolean;
}

/** next-intl's `errors` translator takes a literal union of keys; this one takes strings. */
export function asErrorsTranslator(t: {
  (key: never): string;
  has(key: never): boolean;
}): ErrorsTranslator {
  return Object.assign((key: string) => t(key as never), {
    has: (key: string) => t.has(key as never),
  });
}

/** The one place an error becomes text. */
export function errorMessageFromUnknown(error: unknown, t: ErrorsTranslator): string {
  const apiError = isApiError(error) ? error : deserializeApiError(error);
  if (apiError) return t(errorMessageKey(apiError, (key) => t.has(key)));
  if (isChunkLoadError(error)) return t('chunkLoadFailed');
  return t('UNEXPECTED');
}

/** The `errors` messages a server component handed its client leaf, as a translator. */
export function errorsFrom(messages: Record<string, string>): ErrorsTranslator {
  return Object.assign((key: string) => messages[key] ?? messages.UNEXPECTED ?? key, {
    has: (key: string) => Object.hasOwn(messages, key),
  });
}
