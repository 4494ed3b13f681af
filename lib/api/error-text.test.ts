import { createTranslator } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';
import { isChunkLoadError } from './chunk-error';
import { asErrorsTranslator, errorMessageFromUnknown } from './error-text';

const t = createTranslator({ locale: 'en', messages: en, namespace: 'errors' });
const translate = asErrorsTranslator(t);

describe('errorMessageFromUnknown', () => {
  it('looks upstream errors up in the catalogue by code', () => {
    const error = new ApiError({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 });
    expect(errorMessageFromUnknown(error, translate)).toBe(
      'Event not found. Please refresh the page.',
    );
  });

  it('reads serialised errors passed from the server', () => {
    const plain = { code: 'CERTIFICATE_NOT_FOUND', service: 'viewer', status: 404 };
    expect(errorMessageFromUnknown(plain, translate)).toBe(
      'The certificate has not been uploaded to the event.',
    );
  });

  it('falls back to the default text for unknown codes', () => {
    const error = new ApiError({ code: 'SOMETHING_NEW', service: 'chat', status: 400 });
    expect(errorMessageFromUnknown(error, translate)).toBe('Something went wrong');
  });

  it('advises a reload for chunk-load failures', () => {
    const error = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(error)).toBe(true);
    expect(errorMessageFromUnknown(error, translate)).toBe(en.errors.chunkLoadFailed);
  });

  it('shows the unexpected-error text for anything else', () => {
    expect(errorMessageFromUnknown(new TypeError('x is undefined'), translate)).toBe(
      en.errors.UNEXPECTED,
    );
  });
});
