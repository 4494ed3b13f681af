import {
  activityTargetQuerySchema,
  certificateQuerySchema,
  firstValues,
  formQrQuerySchema,
  hashQuerySchema,
  pagePath,
  parseSearchParams,
  streamKeysQuerySchema,
  targetQuery,
} from './query';

describe('firstValues', () => {
  it('reads the first of repeated keys, like URLSearchParams.get', () => {
    expect(firstValues({ id: ['7', '8'], hash: 'x', empty: undefined })).toEqual({
      id: '7',
      hash: 'x',
      empty: undefined,
    });
  });
});

describe('page query schemas', () => {
  it('stream keys: a canonical positive id', () => {
    expect(parseSearchParams(streamKeysQuerySchema, { id: '1001' })).toEqual({ id: 1001 });
    for (const id of ['0', '-1', '1e3', '0x10', ' 7', 'abc', '', undefined, '99999999999999999']) {
      expect(parseSearchParams(streamKeysQuerySchema, { id })).toBeNull();
    }
  });

  it('hash pages: the contract hash syntax', () => {
    expect(parseSearchParams(hashQuerySchema, { hash: 'demo-online' })).toEqual({
      hash: 'demo-online',
    });
    for (const hash of ['', 'a b', 'x'.repeat(65), '../x', undefined]) {
      expect(parseSearchParams(hashQuerySchema, { hash })).toBeNull();
    }
  });

  it('polls and rating: the hash, else the activity id', () => {
    expect(parseSearchParams(activityTargetQuerySchema, { hash: 'demo-online' })).toEqual({
      hash: 'demo-online',
    });
    expect(parseSearchParams(activityTargetQuerySchema, { activityId: '3002' })).toEqual({
      activityId: 3002,
    });
    expect(
      parseSearchParams(activityTargetQuerySchema, { hash: 'demo-online', activityId: '3002' }),
    ).toEqual({ hash: 'demo-online' });
  });

  it('polls and rating: neither, or a malformed one, is rejected', () => {
    expect(parseSearchParams(activityTargetQuerySchema, {})).toBeNull();
    expect(parseSearchParams(activityTargetQuerySchema, { activityId: 'x' })).toBeNull();
    expect(
      parseSearchParams(activityTargetQuerySchema, { hash: 'bad hash', activityId: '3002' }),
    ).toBeNull();
  });

  it('certificate: a hash is required, the token is checked by the page', () => {
    expect(
      parseSearchParams(certificateQuerySchema, { hash: 'demo-online', token: 'demo-cert' }),
    ).toEqual({
      hash: 'demo-online',
      token: 'demo-cert',
    });
    expect(parseSearchParams(certificateQuerySchema, { hash: 'demo-online' })).toEqual({
      hash: 'demo-online',
    });
    expect(parseSearchParams(certificateQuerySchema, { token: 'demo-cert' })).toBeNull();
  });

  it('form QR: the forms API id syntax', () => {
    expect(parseSearchParams(formQrQuerySchema, { id: 'demo-form' })).toEqual({ id: 'demo-form' });
    expect(parseSearchParams(formQrQuerySchema, { id: 'a/b' })).toBeNull();
  });
});

describe('pagePath and targetQuery', () => {
  it('builds the locale-free path with an encoded query, skipping undefined values', () => {
    expect(pagePath('/polls', { hash: 'demo-online' })).toBe('/polls?hash=demo-online');
    expect(pagePath('/certificate', { hash: 'h', token: undefined })).toBe('/certificate?hash=h');
    expect(pagePath('/x', { q: 'a b&c' })).toBe('/x?q=a+b%26c');
    expect(pagePath('/x', {})).toBe('/x');
  });

  it('names a target again by what it was given', () => {
    expect(targetQuery({ hash: 'h' })).toEqual({ hash: 'h' });
    expect(targetQuery({ activityId: 3 })).toEqual({ activityId: 3 });
  });
});
