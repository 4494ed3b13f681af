import { renderToStaticMarkup } from 'react-dom/server';
import { activityFixture } from '@/lib/api/test-support';
import { activitySchema, type Activity } from '@/lib/api/schemas';
import { THEME_ACCENTS } from '@/lib/theme/themes';
import {
  OgImage,
  loadPoster,
  ogImageContent,
  posterMimeType,
  titleFontSize,
  type OgImageContent,
} from './og-image';

function activity(overrides: Record<string, unknown> = {}): Activity {
  return activitySchema.parse({ ...activityFixture(), ...overrides });
}

function content(overrides: Record<string, unknown> = {}, posterSrc?: string): OgImageContent {
  return ogImageContent({
    activity: activity(overrides),
    locale: 'ru',
    brandName: 'Eventum',
    brandTheme: 'default',
    formatLabel: 'Онлайн и офлайн',
    posterSrc,
  });
}

/** The text satori would draw, element by element. */
function texts(markup: string): string[] {
  return [...markup.matchAll(/>([^<]+)</g)].map((match) => match[1] ?? '');
}

describe('ogImageContent', () => {
  it('takes the name, the platform-zone date, the format and the theme from the event', () => {
    expect(content({ name: 'Конференция «Продукт»' })).toEqual({
      title: 'Конференция «Продукт»',
      dateText: '3–4 декабря, 12:30 (UTC+5:30)',
      formatLabel: 'Онлайн и офлайн',
      brandName: 'Eventum',
      theme: 'deep-blue',
      darkMode: true,
      posterSrc: undefined,
    });
  });

  it('uses the brand theme when the event has none, and maps legacy names', () => {
    const withBrand = ogImageContent({
      activity: activity({ theme: null }),
      locale: 'ru',
      brandName: 'Cloud Events',
      brandTheme: 'mashroom',
      formatLabel: 'Онлайн',
    });
    expect(withBrand.theme).toBe('mashroom');
    expect(content({ theme: 'blue' }).theme).toBe('deep-blue');
    expect(content({ theme: 'no-such-theme' }).theme).toBe('default');
  });

  it('shortens very long names and falls back to the brand for an empty one', () => {
    const long = content({ name: 'Очень длинное название '.repeat(20) }).title;
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.endsWith('…')).toBe(true);
    expect(content({ name: ' ' }).title).toBe('Eventum');
  });
});

describe('OgImage', () => {
  it('draws the name, date with UTC offset, format and brand', () => {
    const markup = renderToStaticMarkup(<OgImage {...content({ name: 'Цифровые продукты' })} />);
    expect(texts(markup)).toEqual([
      'Онлайн и офлайн',
      'Eventum',
      'Цифровые продукты',
      '3–4 декабря, 12:30 (UTC+5:30)',
    ]);
    expect(markup).not.toContain('<img');
  });

  it('paints the theme accent and the dark background of a dark event', () => {
    const markup = renderToStaticMarkup(<OgImage {...content({ theme: 'spring-green' })} />);
    expect(markup).toContain(`background-color:${THEME_ACCENTS['spring-green']}`);
    expect(markup).toContain('background-color:#020703');
    const light = renderToStaticMarkup(<OgImage {...content({ darkMode: false })} />);
    expect(light).toContain('background-color:#ffffff');
  });

  it('draws the poster beside the name when there is one', () => {
    const poster = 'data:image/png;base64,AAAA';
    const markup = renderToStaticMarkup(<OgImage {...content({}, poster)} />);
    expect(markup).toContain(`<img src="${poster}" alt="" width="448" height="252"`);
  });
});

describe('titleFontSize', () => {
  it('shrinks as the name grows, and more beside a poster', () => {
    const short = 'Demo Day';
    const long = 'x'.repeat(100);
    expect(titleFontSize(short, false)).toBeGreaterThan(titleFontSize(long, false));
    expect(titleFontSize(short, true)).toBeLessThan(titleFontSize(short, false));
    expect(titleFontSize(long, true)).toBeLessThan(titleFontSize(short, true));
  });
});

describe('posterMimeType', () => {
  it.each([
    ['image/png', 'image/png'],
    ['image/JPEG; charset=binary', 'image/jpeg'],
    ['image/svg+xml', 'image/svg+xml'],
    ['image/webp', undefined],
    ['text/html', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(posterMimeType(header)).toBe(expected);
  });
});

describe('loadPoster', () => {
  const image = (body: BodyInit, headers: Record<string, string> = {}, status = 200) =>
    jest.fn<Promise<Response>, Parameters<typeof fetch>>(
      async () =>
        new Response(body, { status, headers: { 'content-type': 'image/png', ...headers } }),
    );

  it('returns a data URL of an http(s) image', async () => {
    const fetchImpl = image(new Uint8Array([1, 2, 3]));
    await expect(loadPoster('https://cdn.example/p.png', fetchImpl)).resolves.toBe(
      'data:image/png;base64,AQID',
    );
    expect(fetchImpl.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('never fetches a URL that is not http(s)', async () => {
    const fetchImpl = image('x');
    await expect(loadPoster('file:///etc/passwd', fetchImpl)).resolves.toBeUndefined();
    await expect(loadPoster(undefined, fetchImpl)).resolves.toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('gives up on errors, unsupported types and oversized bodies', async () => {
    const url = 'https://cdn.example/p';
    await expect(loadPoster(url, image('x', {}, 404))).resolves.toBeUndefined();
    await expect(
      loadPoster(url, image('x', { 'content-type': 'image/webp' })),
    ).resolves.toBeUndefined();
    await expect(loadPoster(url, image(new Uint8Array(3 * 1024 * 1024 + 1)))).resolves.toBe(
      undefined,
    );
    await expect(
      loadPoster(
        url,
        jest.fn(() => Promise.reject(new TypeError('fetch failed'))),
      ),
    ).resolves.toBeUndefined();
  });

  it('gives up when the poster is slow', async () => {
    const hanging = jest.fn(
      (_url: Parameters<typeof fetch>[0], init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(loadPoster('https://cdn.example/slow.png', hanging, 20)).resolves.toBeUndefined();
  });
});
