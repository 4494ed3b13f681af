import {
  activityTargetQuerySchema,
  certificateQuerySchema,
  formQrQuerySchema,
  hashQuerySchema,
  pagePath,
  streamKeysQuerySchema,
  subscriptionQuerySchema,
  targetQuery,
} from './query';
import { readQuery } from '@/lib/query/read-query';

describe('page query schemas', () => {
  it('stream keys: a canonical positive id', () => {
    expect(readQuery({ id: '1001' }, streamKeysQuerySchema)).toEqual({ id: 1001 });
    for (const id of ['0', '-1', '1e3', '0x10', ' 7', 'abc', '', undefined, '99999999999999999']) {
      expect(readQuery({ id }, streamKeysQuerySchema)).toBeUndefined();
    }
  });

  it('hash pages: the contract hash syntax', () => {
    expect(readQuery({ hash: 'demo-online' }, hashQuerySchema)).toEqual({
      hash: 'demo-online',
    });
    for (const hash of ['', 'a b', 'x'.repeat(65), '../x', undefined]) {
      expect(readQuery({ hash }, hashQuerySchema)).toBeUndefined();
    }
  });

  it('polls and rating: the hash, else the activity id', () => {
    expect(readQuery({ hash: 'demo-online' }, activityTargetQuerySchema)).toEqual({
      hash: 'demo-online',
    });
    expect(readQuery({ activityId: '3002' }, activityTargetQuerySchema)).toEqual({
      activityId: 3002,
    });
    expect(
      readQuery({ hash: 'demo-online', activityId: '3002' }, activityTargetQuerySchema),
    ).toEqual({ hash: 'demo-online' });
  });

  it('polls and rating: neither, or a malformed one, is rejected', () => {
    expect(readQuery({}, activityTargetQuerySchema)).toBeUndefined();
    expect(readQuery({ activityId: 'x' }, activityTargetQuerySchema)).toBeUndefined();
    expect(
      readQuery({ hash: 'bad hash', activityId: '3002' }, activityTargetQuerySchema),
    ).toBeUndefined();
  });

  it('certificate: a hash is required, the token is checked by the page', () => {
    expect(readQuery({ hash: 'demo-online', token: 'demo-cert' }, certificateQuerySchema)).toEqual({
      hash: 'demo-online',
      token: 'demo-cert',
    });
    expect(readQuery({ hash: 'demo-online' }, certificateQuerySchema)).toEqual({
      hash: 'demo-online',
    });
    expect(readQuery({ token: 'demo-cert' }, certificateQuerySchema)).toBeUndefined();
  });

  it('form QR: the forms API id syntax', () => {
    expect(readQuery({ id: 'demo-form' }, formQrQuerySchema)).toEqual({ id: 'demo-form' });
    expect(readQuery({ id: 'a/b' }, formQrQuerySchema)).toBeUndefined();
  });

  it('subscriptions: token and hash as given, the last of repeated ones, empty as absent', () => {
    expect(
      readQuery({ token: 'demo-token', hash: 'demo-online' }, subscriptionQuerySchema),
    ).toEqual({ token: 'demo-token', hash: 'demo-online' });
    expect(readQuery({ token: ['a', 'b'], hash: '' }, subscriptionQuerySchema)).toEqual({
      token: 'b',
      hash: undefined,
    });
    // Never a 404: the loader answers a missing or malformed token with "check the link".
    expect(readQuery({}, subscriptionQuerySchema)).toEqual({ token: undefined, hash: undefined });
    expect(readQuery({ token: ' bad token! ' }, subscriptionQuerySchema)).toEqual({
      token: ' bad token! ',
      hash: undefined,
    });
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
