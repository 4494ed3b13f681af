import { getForm } from './forms';
import {
  callOf,
  formFixture,
  hangUntilAborted,
  jsonResponse,
  mockFetch,
  rejectionOf,
  restoreFetch,
  type FetchMock,
} from '@/test/api-support';

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ API_TIMEOUT_MS: 5000 }),
  getServiceUrls: () => ({ media: 'http://media.test', forms: 'http://forms.test/base' }),
}));

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = mockFetch();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

describe('getForm', () => {
  it('reads the whole form from the forms API', async () => {
    fetchMock.mockResolvedValue(jsonResponse(formFixture()));
    await expect(getForm('form_1')).resolves.toEqual(formFixture());
    expect(callOf(fetchMock).url.href).toBe('http://forms.test/base/v1/respondent/form/form_1');
  });

  it('drops a non-http form URL', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...formFixture(), url: 'javascript:alert(1)' }));
    expect((await getForm('form_1')).url).toBeUndefined();
  });

  it.each(['', 'x'.repeat(65), '../media', 'a.b', 'a b'])(
    'rejects form id %j with the forms service, before any call',
    async (formId) => {
      expect(await rejectionOf(getForm(formId))).toMatchObject({
        code: 'WRONG_ACTIVITY_ID',
        service: 'forms',
        status: 400,
      });
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('reports failures under the forms service', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    expect(await rejectionOf(getForm('form_1', { timeoutMs: 20 }))).toMatchObject({
      code: 'UNEXPECTED',
      service: 'forms',
      status: 503,
    });
  });
});
