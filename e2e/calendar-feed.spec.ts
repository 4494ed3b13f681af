import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { startServer, type RunningServer } from '../scripts/lib/server.cjs';
import { demoActivity, demoUrl } from './support/demo';

/**
 * The programme feed over HTTP (decision 1200): what the suite's server answers for a demo event,
 * read by ical.js; the landing's links to it; and a mapped host that cannot read another event's.
 */

const HASH = 'demo-offline';
const FEED = `/api/calendar/ru/${HASH}.ics`;

function vevents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
}

test('the feed of a demo event is the event and its programme, and the landing links it', async ({
  page,
  request,
  baseURL,
}) => {
  const activity = await demoActivity(request, HASH);
  const upstream = await request.get(
    demoUrl(`/demo/media/eventor/public/listevents/${activity.mainHall.id}`),
  );
  const { events } = (await upstream.json()) as { events: { eventID: number; name: string }[] };
  const host = new URL(String(baseURL)).hostname;

  const reply = await request.get(FEED);
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(reply.headers()['content-disposition']).toMatch(/^attachment; filename=/);
  const entries = vevents(await reply.text());
  expect(entries.map((entry) => entry.getFirstPropertyValue('uid'))).toEqual([
    `${HASH}@${host}`,
    ...events.map((event) => `${HASH}-${event.eventID}@${host}`),
  ]);
  expect(entries[0]?.getFirstPropertyValue('summary')).toBe(activity.name);
  expect(String(entries[0]?.getFirstPropertyValue('location'))).toContain(activity.location?.city);
  for (const entry of entries) {
    expect(entry.getFirstProperty('dtstart')?.toICALString()).toMatch(/:\d{8}T\d{6}Z$/);
  }
  // A second fetch: the same entries, the same revisions.
  const again = vevents(await (await request.get(FEED)).text());
  const revision = (list: ICAL.Component[]) =>
    list.map((entry) => [
      entry.getFirstPropertyValue('uid'),
      entry.getFirstPropertyValue('sequence'),
      entry.getFirstProperty('last-modified')?.toICALString(),
    ]);
  expect(revision(again)).toEqual(revision(entries));

  await page.goto(`/max?hash=${HASH}`);
  const feedUrl = new URL(FEED, String(baseURL)).toString();
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  await expect(page.getByRole('link', { name: 'Добавить в календарь' })).toHaveAttribute(
    'href',
    feedUrl,
  );
  const subscribe = page.getByRole('group', { name: 'Подписаться' });
  await expect(subscribe.getByRole('link', { name: 'Подписаться', exact: true })).toHaveAttribute(
    'href',
    webcal,
  );
  await expect(subscribe.getByRole('link', { name: /Google/ })).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  await expect(
    subscribe.getByRole('button', { name: 'Скопировать ссылку на календарь' }),
  ).toBeVisible();
});

test.describe('on a mapped custom domain', () => {
  const OWN_HOST = 'events.calendar.localhost';
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServer({
      host: '127.0.0.1',
      env: {
        SITE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`,
        CUSTOM_DOMAINS: JSON.stringify({ [OWN_HOST]: { hash: 'demo-online', locale: 'en' } }),
      },
      label: 'calendar-feed',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  function status(path: string, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: server.port, path, headers: { host } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  test("the domain reads its own event's feed, never another's", async () => {
    expect(await status('/api/calendar/en/demo-online.ics', OWN_HOST)).toBe(200);
    expect(await status(FEED, OWN_HOST)).toBe(404);
    expect(await status(FEED, `127.0.0.1:${server.port}`)).toBe(200);
  });
});
