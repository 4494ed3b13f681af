import { readQuery } from '@/lib/query/read-query';
import {
  orderInputsSchema,
  platformInputsSchema,
  playerInputsSchema,
  wantsOnlyChatActivity,
} from './inputs';

describe('platform inputs', () => {
  it('reads every input of /platform, with flags and texts absent by default', () => {
    expect(readQuery({ hash: 'demo-online' }, platformInputsSchema)).toEqual({
      hash: 'demo-online',
      hallId: undefined,
      isDisabledTechSupport: undefined,
      theme: undefined,
      isEmbeddedPlayer: undefined,
      debug: undefined,
      isOnlyChat: undefined,
      code: undefined,
      isShowPoll: undefined,
      customDomain: undefined,
      isOnlyRegistration: undefined,
      isHighload: undefined,
    });
  });

  it('parses a fully loaded link', () => {
    expect(
      readQuery(
        {
          hash: 'demo-online',
          hallId: '201',
          isDisabledTechSupport: '1',
          theme: 'deep-blue',
          isEmbeddedPlayer: 'TRUE',
          debug: 'true',
          isOnlyChat: '1',
          code: 'abc.123',
          isShowPoll: 'true',
          customDomain: 'Events.Acme.example',
          isOnlyRegistration: '1',
          isHighload: 'true',
          utm_source: 'newsletter',
        },
        platformInputsSchema,
      ),
    ).toEqual({
      hash: 'demo-online',
      hallId: '201',
      isDisabledTechSupport: '1',
      theme: 'deep-blue',
      isEmbeddedPlayer: 'TRUE',
      debug: 'true',
      isOnlyChat: '1',
      code: 'abc.123',
      isShowPoll: 'true',
      customDomain: 'events.acme.example',
      isOnlyRegistration: '1',
      isHighload: 'true',
    });
  });

  it.each(['yes', 'Y', '1', '2', 'true', 'false', '0', ' '])(
    'keeps flag value %p as given (on)',
    (value) => {
      const inputs = readQuery(
        { hash: 'x', debug: value, isOnlyChat: value },
        platformInputsSchema,
      );
      expect(inputs).toMatchObject({ debug: value, isOnlyChat: value });
    },
  );

  it('reads an empty or absent flag as off (undefined)', () => {
    expect(readQuery({ hash: 'x', debug: '' }, platformInputsSchema)?.debug).toBeUndefined();
    expect(readQuery({ hash: 'x' }, platformInputsSchema)?.debug).toBeUndefined();
  });

  it('maps the query theme like the event theme and ignores names of no theme', () => {
    expect(readQuery({ hash: 'x', theme: 'blue' }, platformInputsSchema)?.theme).toBe('deep-blue');
    expect(readQuery({ hash: 'x', theme: 'Default' }, platformInputsSchema)?.theme).toBe('default');
    expect(readQuery({ hash: 'x', theme: 'no-such' }, platformInputsSchema)?.theme).toBeUndefined();
  });

  it.each([
    ['an empty text', { hallId: '', theme: ' ', code: '' }],
    ['a hall id that is not a positive integer', { hallId: '0x10' }],
    ['a negative hall id', { hallId: '-1' }],
    ['a theme with markup', { theme: '<b>' }],
    ['a custom domain with a scheme', { customDomain: 'https://evil.example' }],
    ['a custom domain with a path', { customDomain: 'evil.example/x' }],
    ['a code with spaces', { code: 'a b' }],
  ])('ignores %s: optional inputs never make the page disappear', (_name, params) => {
    const inputs = readQuery({ hash: 'x', ...params }, platformInputsSchema);
    expect(inputs?.hash).toBe('x');
    for (const key of ['hallId', 'theme', 'customDomain', 'code'] as const) {
      expect(inputs?.[key]).toBeUndefined();
    }
  });

  it.each([
    ['no hash', {}],
    ['an empty hash', { hash: '' }],
    ['a malformed hash', { hash: 'bad hash!' }],
    ['a too long hash', { hash: 'a'.repeat(65) }],
    ['a malformed last hash', { hash: ['demo-online', 'bad hash!'] }],
  ])('rejects %s: the required input', (_name, params) => {
    expect(readQuery(params, platformInputsSchema)).toBeUndefined();
  });

  it('reads a repeated parameter by its last value', () => {
    expect(
      readQuery({ hash: ['bad hash!', 'demo-online'], debug: ['', '1'] }, platformInputsSchema),
    ).toMatchObject({ hash: 'demo-online', debug: '1' });
  });
});

describe('other page inputs', () => {
  it('player pages take the player inputs without embedded mode or code', () => {
    expect(
      readQuery({ hash: 'demo-online', isEmbeddedPlayer: '1', code: 'x' }, playerInputsSchema),
    ).not.toHaveProperty('isEmbeddedPlayer');
  });

  it('order pages take the hash and an optional order id, ignoring a malformed one', () => {
    expect(readQuery({ hash: 'demo-offline', orderId: 'A-1001' }, orderInputsSchema)).toEqual({
      hash: 'demo-offline',
      orderId: 'A-1001',
    });
    expect(readQuery({ hash: 'demo-offline', orderId: '1;2' }, orderInputsSchema)).toEqual({
      hash: 'demo-offline',
      orderId: undefined,
    });
    expect(readQuery({ orderId: 'A-1001' }, orderInputsSchema)).toBeUndefined();
  });
});

describe('wantsOnlyChatActivity', () => {
  it('asks the server for only-chat mode when isOnlyChat is set without a code', () => {
    expect(wantsOnlyChatActivity({ isOnlyChat: '1', code: undefined })).toBe(true);
    expect(wantsOnlyChatActivity({ isOnlyChat: 'false', code: undefined })).toBe(true);
    expect(wantsOnlyChatActivity({ isOnlyChat: '1', code: 'abc' })).toBe(false);
    expect(wantsOnlyChatActivity({ isOnlyChat: undefined, code: undefined })).toBe(false);
  });
});
