import { renderToStaticMarkup } from 'react-dom/server';
import { activityFixture } from '@/test/api-support';
import { activitySchema, type Activity } from '@/lib/api/schemas';
import { THEME_ACCENTS } from '@/lib/theme/themes';
import {
  OgImage,
  loadPoster,
  type LoadPosterOptions,
  POSTER_TIMEOUT_MS,
  ogImageContent,
  posterMimeType,
  titleFontSize,
  type OgImageContent,
} from './og-image';
import { SafeFetchError } from '@/lib/security/safe-fetch';

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
  type Fetcher = NonNullable<LoadPosterOptions['fetcher']>;
  const image = (body: Buffer | string, headers: Record<string, string> = {}, status = 200) =>
    jest.fn<ReturnType<Fetcher>, Parameters<Fetcher>>(async (url) => ({
      status,
      url,
      headers: { 'content-type': 'image/png', ...headers },
      body: Buffer.from(body),
    }));

  it('returns a data URL of an http(s) image, fetched through the safe fetch with its limits', async () => {
    const fetcher = image(Buffer.from([1, 2, 3]));
    await expect(
      loadPoster('https://cdn.example/p.png', { fetcher, ownOrigins: ['https://site.example'] }),
    ).resolves.toBe('data:image/png;base64,AQID');
    expect(fetcher.mock.calls[0]?.[1]).toMatchObject({
      ownOrigins: ['https://site.example'],
      maxBytes: 3 * 1024 * 1024,
      timeoutMs: POSTER_TIMEOUT_MS,
    });
  });

  it('uses lib/security/safe-fetch by default: a private address is never fetched', async () => {
    await expect(loadPoster('http://169.254.169.254/latest/meta-data/')).resolves.toBeUndefined();
    await expect(loadPoster('http://127.0.0.1:1/p.png')).resolves.toBeUndefined();
  });

  it('never fetches a URL that is not http(s)', async () => {
    const fetcher = image('x');
    await expect(loadPoster('file:///etc/passwd', { fetcher })).resolves.toBeUndefined();
    await expect(loadPoster(undefined, { fetcher })).resolves.toBeUndefined();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('gives up on errors, unsupported types, empty bodies and refusals', async () => {
    const url = 'https://cdn.example/p';
    await expect(loadPoster(url, { fetcher: image('x', {}, 404) })).resolves.toBeUndefined();
    await expect(
      loadPoster(url, { fetcher: image('x', { 'content-type': 'image/webp' }) }),
    ).resolves.toBeUndefined();
    await expect(loadPoster(url, { fetcher: image('') })).resolves.toBeUndefined();
    await expect(
      loadPoster(url, {
        fetcher: jest.fn(() => Promise.reject(new SafeFetchError('too-large', 'big'))),
      }),
    ).resolves.toBeUndefined();
  });
});
