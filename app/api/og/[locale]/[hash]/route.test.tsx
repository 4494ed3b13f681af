import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { activitySchema } from '@/lib/api/schemas';
import { activityFixture } from '@/test/api-support';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { GET } from './route';
import { sanitizeActivity } from '@/lib/security/sanitize-content';
import { safeFetch } from '@/lib/security/safe-fetch';

/** What each ImageResponse was asked to draw, and with which fonts. */
const drawn: Array<{ markup: string; fonts: Array<{ name: string; weight: number }> }> = [];
let failWhen: (markup: string) => boolean = () => false;

jest.mock('next/og', () => ({
  ImageResponse: class extends Response {
    constructor(
      element: ReactElement,
      options: { fonts?: Array<{ name: string; weight: number }> },
    ) {
      const markup = renderToStaticMarkup(element);
      drawn.push({ markup, fonts: options.fonts ?? [] });
      super(failWhen(markup) ? errorStream() : new Uint8Array([137, 80, 78, 71]));
    }
  },
}));

/** ImageResponse draws while streaming, so its failures arrive in the body. */
function errorStream(): ReadableStream {
  return new ReadableStream({
    start(controller) {
      controller.error(new Error('Unsupported image type'));
    },
  });
}

/** Next's data cache, as far as the route uses it: one value per key until cleared. */
const dataCache = new Map<string, unknown>();
jest.mock('next/cache', () => ({
  unstable_cache:
    <T,>(draw: () => Promise<T>, keyParts: string[], options: { tags?: string[] }) =>
    async () => {
      const key = JSON.stringify([keyParts, options.tags]);
      if (!dataCache.has(key)) dataCache.set(key, await draw());
      return dataCache.get(key) as T;
    },
}));

jest.mock('@/lib/api/readers', () => ({
  ...jest.requireActual<typeof import('@/lib/api/readers')>('@/lib/api/readers'),
  getActivity: jest.fn(),
}));
jest.mock('@/lib/config', () => ({
  getConfig: () => ({ SITE_URL: 'https://events.example', BRAND: 'default' }),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'ru' | 'en'; namespace: 'activity' }) =>
    createTranslator({ locale, messages: locale === 'ru' ? ru : en, namespace }),
}));

jest.mock('@/lib/security/safe-fetch', () => ({ safeFetch: jest.fn() }));

const getActivityMock = getActivity as jest.MockedFunction<typeof getActivity>;
const safeFetchMock = safeFetch as jest.MockedFunction<typeof safeFetch>;

function call(locale: string, hash: string) {
  return GET(new Request(`https://events.example/api/og/${locale}/${hash}`), {
    params: Promise.resolve({ locale, hash }),
  });
}

beforeEach(() => {
  drawn.length = 0;
  dataCache.clear();
  failWhen = () => false;
  getActivityMock.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  safeFetchMock.mockReset();
  safeFetchMock.mockImplementation(async (url) => ({
    status: 200,
    url,
    headers: { 'content-type': 'image/svg+xml' },
    body: Buffer.from('<svg/>'),
  }));
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('GET /api/og/[locale]/[hash]', () => {
  it('draws the event with Latin and Cyrillic Inter, cached for an hour at the CDN', async () => {
    getActivityMock.mockResolvedValue(sanitizeActivity(activitySchema.parse(activityFixture())));
    const response = await call('ru', 'demo-max');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
    );
    expect(getActivityMock).toHaveBeenCalledWith('demo-max');
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.markup).toContain('Product Conference 2026');
    expect(drawn[0]?.markup).toContain('Онлайн и офлайн');
    expect(drawn[0]?.markup).toContain('data:image/svg+xml;base64,');
    expect(drawn[0]?.fonts.map(({ name, weight }) => `${name} ${weight}`).sort()).toEqual([
      'Inter 400',
      'Inter 700',
      'Inter Cyrillic 400',
      'Inter Cyrillic 700',
    ]);
  });

  it('translates the format label into the locale of the URL', async () => {
    getActivityMock.mockResolvedValue(
      sanitizeActivity(activitySchema.parse({ ...activityFixture(), type: 'online' })),
    );
    await call('en', 'demo-max');
    expect(drawn[0]?.markup).toContain('>Online<');
  });

  it.each([
    ['de', 'demo-max'],
    ['ru', 'bad hash!'],
    ['ru', 'x'.repeat(65)],
  ])(
    'answers 404 JSON for locale %s and hash %s without asking the upstream',
    async (locale, hash) => {
      const response = await call(locale, hash);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(getActivityMock).not.toHaveBeenCalled();
    },
  );

  it('answers 404 JSON for an unknown event', async () => {
    getActivityMock.mockRejectedValue(
      new ApiError({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 }),
    );
    const response = await call('ru', 'demo-missing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'NOT_FOUND' });
  });

  it('draws each content version once: a repeat is served from the cache, a change draws again', async () => {
    const event = (name: string) =>
      sanitizeActivity(activitySchema.parse({ ...activityFixture(), name }));
    getActivityMock.mockResolvedValue(event('Product Conference 2026'));
    for (let request = 0; request < 5; request += 1) {
      const response = await call('ru', 'demo-max');
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(
        new Uint8Array([137, 80, 78, 71]),
      );
    }
    expect(drawn).toHaveLength(1);
    await call('en', 'demo-max');
    expect(drawn).toHaveLength(2);
    getActivityMock.mockResolvedValue(event('Renamed'));
    await call('ru', 'demo-max');
    await call('ru', 'demo-max');
    expect(drawn).toHaveLength(3);
    expect(drawn[2]?.markup).toContain('Renamed');
  });

  it("answers with the brand's social image of the locale, briefly cached, when the upstream fails", async () => {
    getActivityMock.mockRejectedValue(
      new ApiError({ code: 'UNEXPECTED', service: 'eventor', status: 503 }),
    );
    for (const locale of ['ru', 'en'] as const) {
      const response = await call(locale, 'demo-slow');
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe(`/brands/default/social-${locale}.jpg`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    }
    expect(drawn).toHaveLength(0);
  });

  it("answers with the brand's social image when the card cannot be drawn at all", async () => {
    getActivityMock.mockResolvedValue(sanitizeActivity(activitySchema.parse(activityFixture())));
    failWhen = () => true;
    const response = await call('en', 'demo-max');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/brands/default/social-en.jpg');
    // A failed drawing is not kept: the next request tries again.
    failWhen = () => false;
    expect((await call('en', 'demo-max')).status).toBe(200);
  });

  it('draws again without the poster when the poster cannot be drawn', async () => {
    getActivityMock.mockResolvedValue(sanitizeActivity(activitySchema.parse(activityFixture())));
    failWhen = (markup) => markup.includes('<img');
    const response = await call('ru', 'demo-max');
    // The poster goes through the safe fetch, with only the configured site as its own origin.
    expect(safeFetchMock.mock.calls[0]?.[1]?.ownOrigins).toEqual(['https://events.example']);
    expect(response.status).toBe(200);
    expect(drawn).toHaveLength(2);
    expect(drawn[1]?.markup).not.toContain('<img');
    expect(drawn[1]?.markup).toContain('Product Conference 2026');
  });

  it('draws without the poster when fetching it fails', async () => {
    getActivityMock.mockResolvedValue(sanitizeActivity(activitySchema.parse(activityFixture())));
    safeFetchMock.mockRejectedValue(new Error('refused'));
    const response = await call('ru', 'demo-max');
    expect(response.status).toBe(200);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.markup).not.toContain('<img');
  });
});
