import { ApiError } from '@/lib/api/errors';
import { errorText, isMissingResource } from './errors';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const error = (code: string, service: 'eventor' | 'forms' | 'viewer', status: number) =>
  new ApiError({ code, service, status });

describe('isMissingResource', () => {
  it('is true for unknown or malformed events and forms only', () => {
    expect(isMissingResource(error('ACTIVITY_NOT_FOUND', 'eventor', 404))).toBe(true);
    expect(isMissingResource(error('WRONG_ACTIVITY_ID', 'eventor', 400))).toBe(true);
    expect(isMissingResource(error('FORM_NOT_FOUND', 'forms', 404))).toBe(true);
    expect(isMissingResource(error('UNEXPECTED', 'eventor', 503))).toBe(false);
    expect(isMissingResource(error('TOKEN_INVALID', 'viewer', 404))).toBe(false);
    expect(isMissingResource(new Error('boom'))).toBe(false);
  });
});

describe('errorText', () => {
  it('is the catalogue text in the page locale', async () => {
    setTestRequestLocale('en');
    expect(await errorText(error('TOKEN_INVALID', 'viewer', 404))).toBe(
      'Check the link or try reloading the page later',
    );
    setTestRequestLocale('ru');
    expect(await errorText(new Error('boom'))).toMatch(/^К сожалению/);
  });
});
