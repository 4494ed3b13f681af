import { expect, test } from '@playwright/test';
import { demoActivity } from './support/demo';
import { freshHash } from './support/proxy';

/** What a crawler or link preview gets in the first HTML response, without running JavaScript. */
test.describe('landing HTML for crawlers and link previews', () => {
  // demo-online's times follow the clock (an hour grid around now), and a cached copy of it may
  // be older than the hour: its case opens a copy nobody has opened, which this request renders.
  const onlineCopy = freshHash('crawlers');
  for (const [title, path, hash, locale] of [
    ['/max?hash=demo-online (a fresh copy)', `/max?hash=${onlineCopy}`, onlineCopy, 'ru'],
    ['/en/max?hash=demo-offline', '/en/max?hash=demo-offline', 'demo-offline', 'en'],
    ['/landing?hash=demo-hybrid', '/landing?hash=demo-hybrid', 'demo-hybrid', 'ru'],
  ] as const) {
    test(`${title}: title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD, content`, async ({
      request,
      baseURL,
    }) => {
      const before = await demoActivity(request, hash);
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const activity = await demoActivity(request, hash);
      // The hour may turn between the reads around the render: the page holds one of the two.
      const starts = [before.plannedStartDate, activity.plannedStartDate];
      const head = html.slice(0, html.indexOf('</head>'));
      const meta = (attr: string, name: string) =>
        head.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
      const decode = (text: string | undefined) =>
        text
          ?.replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>');

      expect(html).toContain(`<html lang="${locale}"`);
      expect(decode(head.match(/<title>([^<]*)<\/title>/)?.[1])).toBe(activity.name);
      const description = decode(meta('name', 'description'));
      expect(description && description.length).toBeGreaterThan(10);
      expect(description).not.toMatch(/[<>]/);

      const publicPath = path.replace(/^\/en/, '');
      const canonical = head.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      expect(decode(canonical)).toBe(`${baseURL}${path}`);
      for (const [lang, prefix] of [
        ['ru', ''],
        ['en', '/en'],
        ['x-default', ''],
      ]) {
        expect(
          decode(
            head.match(
              new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]*)"`, 'i'),
            )?.[1],
          ),
        ).toBe(`${baseURL}${prefix}${publicPath}`);
      }

      expect(decode(meta('property', 'og:title'))).toBe(activity.name);
      expect(decode(meta('property', 'og:url'))).toBe(`${baseURL}${path}`);
      expect(meta('property', 'og:site_name')).toBeTruthy();
      expect(meta('property', 'og:locale')).toBe(locale === 'ru' ? 'ru_RU' : 'en_US');
      expect(meta('property', 'og:image')).toContain(`/api/og/${locale}/${hash}`);
      expect(meta('property', 'og:image:width')).toBe('1200');
      expect(meta('property', 'og:image:height')).toBe('630');
      expect(meta('name', 'twitter:card')).toBe('summary_large_image');

      const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
      const event = JSON.parse(jsonLd ?? 'null');
      expect(event).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: activity.name,
      });
      expect(starts).toContain(event.startDate);
      expect(event.eventAttendanceMode).toBe(
        {
          online: 'https://schema.org/OnlineEventAttendanceMode',
          offline: 'https://schema.org/OfflineEventAttendanceMode',
          hybrid: 'https://schema.org/MixedEventAttendanceMode',
        }[activity.type],
      );

      // The page itself, server-rendered: the name as the only h1 and the programme's cards.
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('id="schedule"');
    });
  }

  test('the Open Graph image is a 1200×630 PNG', async ({ request }) => {
    const response = await request.get('/api/og/ru/demo-online');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});
