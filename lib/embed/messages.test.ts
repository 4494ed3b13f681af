/** @jest-environment jsdom */
import { embedOrigin, isTrustedMessage, MAX_FRAME_HEIGHT_PX, resizeHeight } from './messages';

// jsdom's default page URL.
const PAGE_ORIGIN = 'http://localhost';

function message(origin: string, data: unknown): MessageEvent {
  return new MessageEvent('message', { origin, data });
}

describe('embedOrigin', () => {
  it('resolves a same-origin path against the page and keeps an absolute URL’s origin', () => {
    expect(embedOrigin('/demo/player')).toBe(PAGE_ORIGIN);
    expect(embedOrigin('https://player.example.com/base')).toBe('https://player.example.com');
    expect(embedOrigin('https://widgets.example.com:8443')).toBe(
      'https://widgets.example.com:8443',
    );
  });
});

describe('isTrustedMessage', () => {
  const resize = { source: 'player', type: 'resize', height: 400 };

  it('accepts a message from the configured origin naming the expected source', () => {
    expect(isTrustedMessage(message(PAGE_ORIGIN, resize), '/demo/player', 'player')).toBe(true);
    expect(
      isTrustedMessage(
        message('https://player.example.com', resize),
        'https://player.example.com',
        'player',
      ),
    ).toBe(true);
  });

  it.each([
    ['another origin', message('https://evil.example', resize), '/demo/player'],
    [
      'a look-alike origin',
      message('https://player.example.com.evil', resize),
      'https://player.example.com',
    ],
    ['another scheme', message('http://player.example.com', resize), 'https://player.example.com'],
    ['an opaque origin', message('null', resize), '/demo/player'],
    [
      'the wrong source',
      message(PAGE_ORIGIN, { ...resize, source: 'registration' }),
      '/demo/player',
    ],
    ['no source', message(PAGE_ORIGIN, { type: 'resize', height: 1 }), '/demo/player'],
    ['no type', message(PAGE_ORIGIN, { source: 'player' }), '/demo/player'],
    ['a string payload', message(PAGE_ORIGIN, 'resize'), '/demo/player'],
    ['a null payload', message(PAGE_ORIGIN, null), '/demo/player'],
  ])('rejects %s', (_name, event, base) => {
    expect(isTrustedMessage(event, base, 'player')).toBe(false);
  });
});

describe('resizeHeight', () => {
  it.each([
    [{ source: 'player', type: 'resize', height: 480 }, 480],
    [{ source: 'player', type: 'resize', height: 480.2 }, 481],
    [{ source: 'player', type: 'resize', height: '360' }, 360],
    [{ source: 'player', type: 'resize', height: 1e9 }, MAX_FRAME_HEIGHT_PX],
    [{ source: 'player', type: 'resize', height: 0 }, undefined],
    [{ source: 'player', type: 'resize', height: -5 }, undefined],
    [{ source: 'player', type: 'resize', height: 'tall' }, undefined],
    [{ source: 'player', type: 'resize' }, undefined],
    [{ source: 'player', type: 'registered', height: 300 }, undefined],
  ] as const)('%j → %s', (data, expected) => {
    expect(resizeHeight(data)).toBe(expected);
  });
});
