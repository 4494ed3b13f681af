import {
  landingInputsSchema,
  orderInputsSchema,
  parseInputs,
  platformInputsSchema,
  playerInputsSchema,
  wantsOnlyChatActivity,
} from './inputs';

describe('platform inputs', () => {
  it('reads every spec input, with flags off and texts absent by default', () => {
    expect(parseInputs(platformInputsSchema, { hash: 'demo-online' })).toEqual({
      hash: 'demo-online',
      hallId: undefined,
      isDisabledTechSupport: false,
      theme: undefined,
      isEmbeddedPlayer: false,
      debug: false,
      isOnlyChat: false,
      code: undefined,
      isShowPoll: false,
      customDomain: undefined,
      isOnlyRegistration: false,
      isHighload: false,
    });
  });

  it('parses a fully loaded link', () => {
    expect(
      parseInputs(platformInputsSchema, {
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
      }),
    ).toEqual({
      hash: 'demo-online',
      hallId: '201',
      isDisabledTechSupport: true,
      theme: 'deep-blue',
      isEmbeddedPlayer: true,
      debug: true,
      isOnlyChat: true,
      code: 'abc.123',
      isShowPoll: true,
      customDomain: 'events.acme.example',
      isOnlyRegistration: true,
      isHighload: true,
    });
  });

  it.each(['', '0', 'false', 'False', ' 0 '])('treats flag value %p as off', (value) => {
    expect(parseInputs(platformInputsSchema, { hash: 'x', debug: value })?.debug).toBe(false);
  });

  it('treats empty texts as absent', () => {
    expect(
      parseInputs(platformInputsSchema, { hash: 'x', hallId: '', theme: ' ', code: '' }),
    ).toMatchObject({ hallId: undefined, theme: undefined, code: undefined });
  });

  it.each([
    ['no hash', {}],
    ['an empty hash', { hash: '' }],
    ['a malformed hash', { hash: 'bad hash!' }],
    ['a too long hash', { hash: 'a'.repeat(65) }],
    ['a repeated hash', { hash: ['a', 'b'] }],
    ['a flag that is not a boolean', { hash: 'x', debug: 'yes' }],
    ['a repeated flag', { hash: 'x', debug: ['1', '1'] }],
    ['a hall id that is not a positive integer', { hash: 'x', hallId: '0x10' }],
    ['a negative hall id', { hash: 'x', hallId: '-1' }],
    ['a theme with markup', { hash: 'x', theme: '<b>' }],
    ['a custom domain with a scheme', { hash: 'x', customDomain: 'https://evil.example' }],
    ['a custom domain with a path', { hash: 'x', customDomain: 'evil.example/x' }],
    ['a code with spaces', { hash: 'x', code: 'a b' }],
  ])('rejects %s', (_name, params) => {
    expect(parseInputs(platformInputsSchema, params)).toBeUndefined();
  });
});

describe('other page inputs', () => {
  it('player pages take the player inputs without embedded mode or code', () => {
    expect(
      parseInputs(playerInputsSchema, { hash: 'demo-online', isEmbeddedPlayer: '1', code: 'x' }),
    ).not.toHaveProperty('isEmbeddedPlayer');
  });

  it('order pages take the hash and an optional order id', () => {
    expect(parseInputs(orderInputsSchema, { hash: 'demo-offline', orderId: 'A-1001' })).toEqual({
      hash: 'demo-offline',
      orderId: 'A-1001',
    });
    expect(parseInputs(orderInputsSchema, { hash: 'demo-offline' })).toEqual({
      hash: 'demo-offline',
      orderId: undefined,
    });
    expect(parseInputs(orderInputsSchema, { hash: 'demo-offline', orderId: '1;2' })).toBe(
      undefined,
    );
  });

  it('landings take only the hash; their player flags are read in the browser', () => {
    expect(parseInputs(landingInputsSchema, { hash: 'demo-online', debug: 'whatever' })).toEqual({
      hash: 'demo-online',
    });
    expect(parseInputs(landingInputsSchema, { debug: '1' })).toBeUndefined();
  });
});

describe('wantsOnlyChatActivity', () => {
  it('asks the server for only-chat mode when isOnlyChat is set without a code', () => {
    expect(wantsOnlyChatActivity({ isOnlyChat: true, code: undefined })).toBe(true);
    expect(wantsOnlyChatActivity({ isOnlyChat: true, code: 'abc' })).toBe(false);
    expect(wantsOnlyChatActivity({ isOnlyChat: false, code: undefined })).toBe(false);
  });
});
