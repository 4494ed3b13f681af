import { createTranslator } from 'next-intl';
import { activityFixture } from '@/test/api-support';
import { activitySchema, type Activity } from '@/lib/api/schemas';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import {
  DESCRIPTION_MAX_LENGTH,
  landingEventJsonLd,
  landingMetadata,
  landingNotFoundMetadata,
  landingOgImageUrl,
} from './landing-metadata';

const SITE_URL = 'https://events.example';

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ SITE_URL: 'https://events.example', BRAND: 'default' }),
}));

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'ru' | 'en'; namespace: 'seo' }) =>
    createTranslator({ locale, messages: locale === 'ru' ? ru : en, namespace }),
}));

// URLs come from SITE_URL only: reading the request's Host would let a visitor choose them.
jest.mock('next/headers', () => ({
  headers: () => {
    throw new Error('metadata must not read request headers');
  },
}));

const LONG_HTML =
  '<h1>Конференция &laquo;Продукт&raquo;</h1><p>Два дня &amp; <strong>сорок</strong> докладов ' +
  'о том, как команды проектируют&nbsp;и запускают продукты.</p><script>alert(1)</script>' +
  '<ul><li>инфраструктура трансляций</li><li>продуктовая аналитика</li></ul>'.repeat(4);

function activity(overrides: Record<string, unknown> = {}): Activity {
  return activitySchema.parse({
    ...activityFixture(),
    name: 'Конференция «Продукт» 2026',
    landingDescription: LONG_HTML,
    ...overrides,
  });
}

describe('landingMetadata', () => {
  it('emits every tag a crawler and a link preview read', async () => {
    const metadata = await landingMetadata({
      activity: activity(),
      locale: 'ru',
      path: '/max?hash=demo-max',
    });
    const imageUrl = landingOgImageUrl(activity(), 'ru');

    expect(metadata.title).toBe('Конференция «Продукт» 2026');
    expect(metadata.alternates).toEqual({
      canonical: `${SITE_URL}/max?hash=demo-max`,
      languages: {
        ru: `${SITE_URL}/max?hash=demo-max`,
        en: `${SITE_URL}/en/max?hash=demo-max`,
        'x-default': `${SITE_URL}/max?hash=demo-max`,
      },
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      title: 'Конференция «Продукт» 2026',
      description: metadata.description,
      url: `${SITE_URL}/max?hash=demo-max`,
      siteName: 'Eventum',
      locale: 'ru_RU',
      images: [{ url: imageUrl, width: 1200, height: 630, alt: 'Конференция «Продукт» 2026' }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Конференция «Продукт» 2026',
      description: metadata.description,
      images: [{ url: imageUrl, alt: 'Конференция «Продукт» 2026' }],
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('describes the event in plain text of at most 200 characters', async () => {
    const { description } = await landingMetadata({
      activity: activity(),
      locale: 'ru',
      path: '/max?hash=demo-max',
    });
    expect(typeof description).toBe('string');
    const text = description as string;
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(text).toMatch(/^Конференция «Продукт» Два дня & сорок докладов/);
    expect(text).not.toMatch(/[<>]|&[a-z]+;|alert/);
    expect(text.endsWith('…')).toBe(true);
  });

  it('falls back to a translated description built from the format and date', async () => {
    const { description } = await landingMetadata({
      activity: activity({ landingDescription: '<p> </p>', type: 'offline' }),
      locale: 'ru',
      path: '/max?hash=demo-max',
    });
    // The fixture's platform zone is UTC+5:30.
    expect(description).toBe(
      'Формат: Офлайн. Начало: 3–4 декабря, 12:30 (UTC+5:30). Программа, спикеры и регистрация — на странице мероприятия.',
    );
    const english = await landingMetadata({
      activity: activity({ landingDescription: undefined, type: 'hybrid' }),
      locale: 'en',
      path: '/landing?hash=demo-max',
    });
    expect(english.description).toBe(
      'Format: Online and offline. Starts 3–4 December, 12:30 (UTC+5:30). Programme, speakers and registration on the event page.',
    );
  });

  it('builds English URLs with the locale prefix', async () => {
    const metadata = await landingMetadata({
      activity: activity(),
      locale: 'en',
      path: '/landing?hash=demo-max',
    });
    expect(metadata.alternates?.canonical).toBe(`${SITE_URL}/en/landing?hash=demo-max`);
    expect(metadata.openGraph).toMatchObject({ locale: 'en_US' });
  });

  it('publishes a custom domain landing on that domain, its locale at the root', async () => {
    const site = { origin: 'https://events.acme.example', defaultLocale: 'en' } as const;
    const metadata = await landingMetadata({ activity: activity(), locale: 'en', path: '/', site });
    expect(metadata.alternates).toEqual({
      canonical: 'https://events.acme.example/',
      languages: {
        ru: 'https://events.acme.example/ru',
        en: 'https://events.acme.example/',
        'x-default': 'https://events.acme.example/',
      },
    });
    expect(metadata.openGraph).toMatchObject({ url: 'https://events.acme.example/' });
    const image = (metadata.openGraph?.images as Array<{ url: string }>)[0]?.url;
    expect(image).toMatch(/^https:\/\/events\.acme\.example\/api\/og\/en\//);

    const jsonLd = landingEventJsonLd({ activity: activity(), locale: 'ru', path: '/', site });
    expect(jsonLd.url).toBe('https://events.acme.example/ru');
    expect(jsonLd.image).toEqual([expect.stringMatching(/^https:\/\/events\.acme\.example\//)]);
    expect(JSON.stringify(jsonLd)).not.toContain(SITE_URL);
  });

  it('uses the brand name when the event has no name', async () => {
    const metadata = await landingMetadata({
      activity: activity({ name: '  ' }),
      locale: 'ru',
      path: '/max?hash=demo-max',
    });
    expect(metadata.title).toBe('Eventum');
    expect(metadata.openGraph).toMatchObject({
      title: 'Eventum',
      images: [expect.objectContaining({ alt: 'Eventum' })],
    });
  });

  it('gives another page of the event (/platform) its own title with the event card', async () => {
    const metadata = await landingMetadata({
      activity: activity(),
      locale: 'ru',
      path: '/platform?hash=demo-max',
      title: 'Трансляция — Конференция «Продукт» 2026',
    });
    expect(metadata.title).toBe('Трансляция — Конференция «Продукт» 2026');
    expect(metadata.openGraph?.title).toBe('Трансляция — Конференция «Продукт» 2026');
    expect(metadata.twitter?.title).toBe('Трансляция — Конференция «Продукт» 2026');
    // The event's description and card stay.
    expect(metadata.description).toContain('Два дня');
    expect(metadata.openGraph).toMatchObject({
      images: [expect.objectContaining({ alt: 'Конференция «Продукт» 2026' })],
    });
  });
});

describe('landingOgImageUrl', () => {
  it('points at the OG route on SITE_URL, versioned by what the image draws', () => {
    const url = new URL(landingOgImageUrl(activity(), 'en'));
    expect(url.origin).toBe(SITE_URL);
    expect(url.pathname).toBe('/api/og/en/demo-max');
    expect(url.searchParams.get('v')).toMatch(/^[0-9a-z]+$/);
    expect(landingOgImageUrl(activity(), 'en')).toBe(url.toString());
    expect(landingOgImageUrl(activity({ name: 'Renamed' }), 'en')).not.toBe(url.toString());
    // Text the image does not draw leaves the URL alone, so previews are not refetched for it.
    expect(landingOgImageUrl(activity({ landingDescription: 'x' }), 'en')).toBe(url.toString());
  });
});

describe('landingNotFoundMetadata', () => {
  it('keeps the not-found state out of search indexes', async () => {
    const metadata = await landingNotFoundMetadata({ locale: 'ru', path: '/max?hash=nope' });
    expect(metadata.title).toBe('Мероприятие не найдено');
    expect(metadata.description).toBe('Мероприятие не найдено. Пожалуйста, обновите страницу.');
    expect(metadata.robots).toEqual({ index: false, follow: false });
    // No event card to show: the brand's own social image of the locale.
    expect(metadata.openGraph).toMatchObject({
      images: [{ url: 'https://events.example/brands/default/social-ru.jpg', alt: 'Eventum' }],
    });
    const english = await landingNotFoundMetadata({ locale: 'en', path: '/max?hash=nope' });
    expect(english.title).toBe('Event not found');
    expect(english.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: 'https://events.example/brands/default/social-en.jpg', alt: 'Eventum' }],
    });
  });
});

describe('landingEventJsonLd', () => {
  it('uses the same page and image URLs as the metadata', () => {
    const data = landingEventJsonLd({
      activity: activity({ type: 'online' }),
      locale: 'en',
      path: '/max?hash=demo-max',
      registrationOpen: true,
    });
    expect(data.url).toBe(`${SITE_URL}/en/max?hash=demo-max`);
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: data.url });
    expect(data.image).toEqual([landingOgImageUrl(activity({ type: 'online' }), 'en')]);
    expect(data.offers?.availability).toBe('https://schema.org/InStock');
  });
});
