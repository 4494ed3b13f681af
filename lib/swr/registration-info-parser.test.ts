import type { BodyParser } from '@/lib/api/transport';
import { loadRegistrationInfoParser, type RegistrationInfo } from './use-registration-info';

let parser: BodyParser<RegistrationInfo>;
beforeAll(async () => {
  parser = await loadRegistrationInfoParser();
});

describe('the registration-info body parser', () => {
  it('keeps the state and nothing else', () => {
    expect(parser.safeParse({ isRegistrationActive: false, extra: 1 })).toEqual({
      success: true,
      data: { isRegistrationActive: false },
    });
  });

  it.each([null, {}, { isRegistrationActive: 'true' }, { isRegistrationActive: null }])(
    'rejects %p',
    (body) => {
      expect(parser.safeParse(body).success).toBe(false);
    },
  );
});
