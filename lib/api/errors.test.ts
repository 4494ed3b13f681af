import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import {
  ApiError,
  ERROR_CODES,
  deserializeApiError,
  errorMessageKey,
  httpStatusFor,
  isApiError,
  toApiError,
} from './errors';

/** The same check next-intl's `t.has` makes: a string leaf exists at the dotted key. */
function hasIn(namespace: unknown) {
  return (key: string) =>
    typeof key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          typeof node === 'object' && node !== null && Object.hasOwn(node, part)
            ? (node as Record<string, unknown>)[part]
            : undefined,
        namespace,
      ) === 'string';
}

function textFor(messages: { errors: unknown }, error: { service: string; code: string }) {
  const key = errorMessageKey(error, hasIn(messages.errors));
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages.errors);
}

describe('ApiError', () => {
  it('is a real Error carrying code, service and status', () => {
    const error = new ApiError({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error).toMatchObject({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 });
    expect(error.message).toBe('eventor: ACTIVITY_NOT_FOUND (404)');
    expect(isApiError(error)).toBe(true);
    expect(isApiError({ code: 'X', service: 'eventor', status: 404 })).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('lists the known codes', () => {
    expect(Object.values(ERROR_CODES)).toEqual([
      'WRONG_ACTIVITY_ID',
      'ACTIVITY_NOT_FOUND',
      'CERTIFICATE_NOT_FOUND',
      'VIEWER_NOT_FOUND',
      'TOKEN_INVALID',
      'UNEXPECTED',
    ]);
  });
});

describe('toApiError', () => {
  it('returns an ApiError unchanged', () => {
    const error = new ApiError({ code: 'TOKEN_INVALID', service: 'viewer', status: 400 });
    expect(toApiError(error, 'chat')).toBe(error);
  });

  it('maps timeouts to UNEXPECTED 503 and anything else to UNEXPECTED 502', () => {
    const timeout = toApiError(new DOMException('t', 'TimeoutError'), 'polls');
    expect(timeout).toMatchObject({ code: 'UNEXPECTED', service: 'polls', status: 503 });
    for (const thrown of [new Error('boom'), 'text', null, { error: 'ACTIVITY_NOT_FOUND' }]) {
      expect(toApiError(thrown, 'chat')).toMatchObject({
        code: 'UNEXPECTED',
        service: 'chat',
        status: 502,
      });
    }
  });
});

describe('serialising for client components', () => {
  it('round-trips through a plain object and JSON', () => {
    const error = new ApiError({ code: 'VIEWER_NOT_FOUND', service: 'viewer', status: 404 });
    const plain = error.toJSON();
    expect(plain).toEqual({ code: 'VIEWER_NOT_FOUND', service: 'viewer', status: 404 });
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(error))).toEqual(plain);

    const back = deserializeApiError(JSON.parse(JSON.stringify(plain)));
    expect(back).toBeInstanceOf(ApiError);
    expect(back).toMatchObject(plain);
  });

  it('rejects anything that is not a serialised error', () => {
    const bad = [
      null,
      'UNEXPECTED',
      {},
      { code: 'UNEXPECTED', service: 'media', status: 502 },
      { code: 'unexpected', service: 'chat', status: 502 },
      { code: 'UNEXPECTED', service: 'chat', status: '502' },
      { code: 'UNEXPECTED', service: 'chat', status: 42 },
      { code: 'UNEXPECTED', service: 'chat', status: 502.5 },
    ];
    for (const value of bad) expect(deserializeApiError(value)).toBeNull();
  });
});

describe('errorMessageKey', () => {
  it('asks for service+code first, then code, then falls back to default', () => {
    const asked: string[] = [];
    const has = (key: string) => {
      asked.push(key);
      return false;
    };
    expect(errorMessageKey({ service: 'viewer', code: 'TOKEN_INVALID' }, has)).toBe('default');
    expect(asked).toEqual(['services.viewer.TOKEN_INVALID', 'TOKEN_INVALID']);
  });

  it('prefers the service-specific text when the catalogue has one', () => {
    const has = (key: string) =>
      ['services.forms.WRONG_ACTIVITY_ID', 'WRONG_ACTIVITY_ID'].includes(key);
    expect(errorMessageKey({ service: 'forms', code: 'WRONG_ACTIVITY_ID' }, has)).toBe(
      'services.forms.WRONG_ACTIVITY_ID',
    );
    expect(errorMessageKey({ service: 'eventor', code: 'WRONG_ACTIVITY_ID' }, has)).toBe(
      'WRONG_ACTIVITY_ID',
    );
  });

  it.each([
    ['eventor', 'WRONG_ACTIVITY_ID', 'WRONG_ACTIVITY_ID', 'Event not found'],
    ['forms', 'WRONG_ACTIVITY_ID', 'services.forms.WRONG_ACTIVITY_ID', 'Form not found'],
    [
      'eventor',
      'ACTIVITY_NOT_FOUND',
      'ACTIVITY_NOT_FOUND',
      'Event not found. Please refresh the page.',
    ],
    [
      'viewer',
      'CERTIFICATE_NOT_FOUND',
      'CERTIFICATE_NOT_FOUND',
      'The certificate has not been uploaded to the event.',
    ],
    [
      'viewer',
      'VIEWER_NOT_FOUND',
      'VIEWER_NOT_FOUND',
      'Check the link or try reloading the page later',
    ],
    ['viewer', 'TOKEN_INVALID', 'TOKEN_INVALID', 'Check the link or try reloading the page later'],
    ['chat', 'UNEXPECTED', 'UNEXPECTED', en.errors.UNEXPECTED],
    ['polls', 'SOMETHING_NEW', 'default', 'Something went wrong'],
  ])('resolves %s/%s to %s in the real en catalogue', (service, code, key, text) => {
    expect(errorMessageKey({ service, code }, hasIn(en.errors))).toBe(key);
    expect(textFor(en, { service, code })).toBe(text);
  });

  it('resolves every code to a Russian text too', () => {
    expect(textFor(ru, { service: 'eventor', code: 'ACTIVITY_NOT_FOUND' })).toBe(
      ru.errors.ACTIVITY_NOT_FOUND,
    );
    expect(textFor(ru, { service: 'statistics', code: 'NOPE' })).toBe(ru.errors.default);
    for (const code of Object.values(ERROR_CODES)) {
      expect(errorMessageKey({ service: 'eventor', code }, hasIn(ru.errors))).toBe(code);
    }
  });

  it('never lets a code pick an unrelated text or a whole namespace', () => {
    for (const code of [
      'retry',
      'copyFailed',
      'services',
      'services.forms',
      'default',
      '',
      'A.B',
    ]) {
      expect(errorMessageKey({ service: 'forms', code }, hasIn(en.errors))).toBe('default');
    }
    expect(
      errorMessageKey({ service: 'not-a-service', code: 'UNEXPECTED' }, hasIn(en.errors)),
    ).toBe('UNEXPECTED');
  });
});

describe('httpStatusFor', () => {
  it.each([
    ['ACTIVITY_NOT_FOUND', 404, 404],
    ['WRONG_ACTIVITY_ID', 400, 404],
    ['CERTIFICATE_NOT_FOUND', 404, 404],
    ['VIEWER_NOT_FOUND', 404, 404],
    ['TOKEN_INVALID', 400, 404],
    ['UNEXPECTED', 503, 503],
    ['UNEXPECTED', 504, 503],
    ['UNEXPECTED', 502, 502],
    ['UNEXPECTED', 500, 502],
    ['UNEXPECTED', 404, 502],
    ['RATE_LIMITED', 429, 502],
  ])('%s with status %d → %d', (code, status, expected) => {
    expect(httpStatusFor({ code, status })).toBe(expected);
  });
});
