import {
  buildPlayerSrc,
  buildQuery,
  PLAYER_QUERY_KEYS,
  playerScriptUrl,
  type PlayerQueryParams,
} from './player-query';

const BASE = 'https://player.example.com';

/** The query part as ordered [key, value] pairs. */
function pairs(src: string): [string, string][] {
  return [...new URL(src, 'http://page.test').searchParams.entries()];
}

describe('buildPlayerSrc', () => {
  it('is PLAYER_URL + "/?" + hash and locale for the bare minimum', () => {
    expect(buildPlayerSrc(BASE, { hash: 'demo-online' }, 'ru')).toBe(
      'https://player.example.com/?hash=demo-online&locale=ru',
    );
  });

  it('keeps a same-origin path base as a path', () => {
    expect(buildPlayerSrc('/demo/player', { hash: 'h' }, 'en')).toBe(
      '/demo/player/?hash=h&locale=en',
    );
  });

  it('does not double the slash when the base ends with one', () => {
    expect(buildPlayerSrc(`${BASE}/`, { hash: 'h' }, 'en')).toBe(`${BASE}/?hash=h&locale=en`);
    expect(buildPlayerSrc('/demo/player//', { hash: 'h' }, 'en')).toBe(
      '/demo/player/?hash=h&locale=en',
    );
  });

  const single: [keyof PlayerQueryParams, PlayerQueryParams[keyof PlayerQueryParams], string][] = [
    ['isDisabledTechSupport', 'true', 'is-disabled-tech-support=true&hash=h&locale=ru'],
    ['isHideDescription', 'true', 'is-hide-description=true&hash=h&locale=ru'],
    ['isEmbeddedPlayer', 'true', 'is-embedded-player=true&hash=h&locale=ru'],
    ['isOnlyChat', 'true', 'is-only-chat=true&hash=h&locale=ru'],
    ['isShowPoll', 'true', 'is-show-poll=true&hash=h&locale=ru'],
    ['hallId', 501, 'hall-id=501&hash=h&locale=ru'],
    ['hallId', '77', 'hall-id=77&hash=h&locale=ru'],
    ['isOnlyRegistration', 'true', 'is-only-registration=true&hash=h&locale=ru'],
    ['isHighload', 'true', 'is-highload=true&hash=h&locale=ru'],
    ['customDomain', 'events.acme.example', 'custom-domain=events.acme.example&hash=h&locale=ru'],
    ['theme', 'deep-blue', 'hash=h&theme=deep-blue&locale=ru'],
    ['debug', '2', 'hash=h&debug=2&locale=ru'],
    ['debug', 'false', 'hash=h&debug=false&locale=ru'],
  ];
  it.each(single)('%s = %p alone → %s', (key, value, query) => {
    expect(buildPlayerSrc(BASE, { hash: 'h', [key]: value }, 'ru')).toBe(`${BASE}/?${query}`);
  });

  it('puts every key in PLAYER_QUERY_KEYS order, locale last', () => {
    const src = buildPlayerSrc(
      BASE,
      {
        debug: 'true',
        theme: 'dark',
        hash: 'abc',
        customDomain: 'x.example',
        isHighload: 'true',
        isOnlyRegistration: 'true',
        hallId: 9,
        isShowPoll: 'true',
        isOnlyChat: 'true',
        isEmbeddedPlayer: 'true',
        isHideDescription: 'true',
        isDisabledTechSupport: 'true',
      },
      'en',
    );
    expect(pairs(src).map(([key]) => key)).toEqual([
      'is-disabled-tech-support',
      'is-hide-description',
      'is-embedded-player',
      'is-only-chat',
      'is-show-poll',
      'hall-id',
      'is-only-registration',
      'is-highload',
      'custom-domain',
      'hash',
      'theme',
      'debug',
      'locale',
    ]);
    expect(src).toBe(
      `${BASE}/?is-disabled-tech-support=true&is-hide-description=true&is-embedded-player=true` +
        '&is-only-chat=true&is-show-poll=true&hall-id=9&is-only-registration=true&is-highload=true' +
        '&custom-domain=x.example&hash=abc&theme=dark&debug=true&locale=en',
    );
  });

  it('omits every falsy value', () => {
    const src = buildPlayerSrc(
      BASE,
      {
        hash: 'h',
        isDisabledTechSupport: '',
        isHideDescription: undefined,
        isEmbeddedPlayer: '',
        isOnlyChat: '',
        isShowPoll: '',
        hallId: 0,
        isOnlyRegistration: '',
        isHighload: '',
        customDomain: '',
        theme: '',
        debug: '',
      },
      'ru',
    );
    expect(src).toBe(`${BASE}/?hash=h&locale=ru`);
  });

  it('keeps locale even when everything else is empty', () => {
    expect(buildPlayerSrc(BASE, { hash: '' }, 'en')).toBe(`${BASE}/?locale=en`);
  });

  it('URL-encodes values', () => {
    const src = buildPlayerSrc(
      BASE,
      { hash: 'a b&c=d', customDomain: 'ёлка.рф/?x#y', theme: '100%' },
      'ru',
    );
    expect(src).toBe(
      `${BASE}/?custom-domain=%D1%91%D0%BB%D0%BA%D0%B0.%D1%80%D1%84%2F%3Fx%23y&hash=a%20b%26c%3Dd&theme=100%25&locale=ru`,
    );
    expect(Object.fromEntries(pairs(src))).toEqual({
      'custom-domain': 'ёлка.рф/?x#y',
      hash: 'a b&c=d',
      theme: '100%',
      locale: 'ru',
    });
  });

  it('gives the same string for the same input (server and client render agree)', () => {
    const params = { hash: 'h', hallId: 3, isOnlyChat: '1' };
    expect(buildPlayerSrc(BASE, params, 'ru')).toBe(buildPlayerSrc(BASE, { ...params }, 'ru'));
  });

  it('maps each player query key from exactly one prop', () => {
    expect(PLAYER_QUERY_KEYS).toHaveLength(12);
    expect(new Set(PLAYER_QUERY_KEYS.map(([, prop]) => prop)).size).toBe(12);
  });
});

describe('buildQuery', () => {
  it('drops falsy values and encodes the rest', () => {
    expect(
      buildQuery([
        ['a', 'x y'],
        ['b', false],
        ['c', 0],
        ['d', null],
        ['e', undefined],
        ['f', true],
        ['g', Number.NaN],
        ['h', ''],
        ['i', '2'],
      ]),
    ).toBe('a=x%20y&f=true&i=2');
  });
});

describe('playerScriptUrl', () => {
  it('is PLAYER_URL/frame.js', () => {
    expect(playerScriptUrl('/demo/player')).toBe('/demo/player/frame.js');
    expect(playerScriptUrl('https://player.example.com/')).toBe(
      'https://player.example.com/frame.js',
    );
  });
});
