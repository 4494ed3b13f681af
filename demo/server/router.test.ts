import { DEMO_IDS } from '../ids';
import { setDemoOrigin } from '../http';
import { resetFlakyFaults } from '../media/faults';
import { createDemoHandler } from './router';

/**
 * The demo server's router, called as demo/server/main.ts calls it: a `Request` in, a `Response`
 * out. Absolute URLs in its answers come from the configured public origin (DEMO_URL), never from
 * the request's host.
 */

const DEMO_URL = 'https://demo.example';
const SITE_URL = 'https://events.example';
const handle = createDemoHandler({ siteUrl: SITE_URL });
const get = (path: string, host = 'http://127.0.0.1:4000') => handle(new Request(`${host}${path}`));

beforeAll(() => setDemoOrigin(DEMO_URL));

describe('demo server router', () => {
  it('serves the media API as uncached JSON with absolute URLs from DEMO_URL, not the request host', async () => {
    const response = await get(
      `/demo/media/eventor/public/activity/${DEMO_IDS.hashes.online}?isOnlyChat=true`,
      'http://evil.example',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { activity: { activityPoster: { url: string } } };
    expect(body.activity.activityPoster.url.startsWith(`${DEMO_URL}/demo/media/assets/`)).toBe(
      true,
    );
  });

  it("lets the event widget, which runs on the site's origin, read the media API", async () => {
    const activity = await get(`/demo/media/eventor/public/activity/${DEMO_IDS.hashes.online}`);
    expect(activity.headers.get('access-control-allow-origin')).toBe('*');
    const chat = await get('/demo/media/chat/room/chat_moder_hist?roomId=1&limit=50');
    expect(chat.headers.get('access-control-allow-origin')).toBe('*');
    // The control switches are not the widget's business.
    const faults = await get('/demo/media/control/faults');
    expect(faults.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('parses POST bodies, and treats a body that is not JSON as missing', async () => {
    const post = (body: string) =>
      handle(
        new Request('http://127.0.0.1:4000/demo/media/viewer/check_subscription', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        }),
      );
    expect(
      (await post(JSON.stringify({ token: DEMO_IDS.subscriptionTokens.subscribed }))).status,
    ).toBe(200);
    const broken = await post('{not json');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'TOKEN_INVALID' });
  });

  it('serves demo-broken as a 500 HTML page and assets with a short cache', async () => {
    const broken = await get('/demo/media/eventor/public/activity/demo-broken');
    expect(broken.status).toBe(500);
    expect(broken.headers.get('content-type')).toMatch(/^text\/html/);
    expect(broken.headers.get('cache-control')).toBe('no-store');
    const poster = await get('/demo/media/assets/posters/demo-online.svg');
    expect(poster.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(poster.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('serves the forms API', async () => {
    const response = await get('/demo/forms/v1/respondent/form/demo-form');
    expect(await response.json()).toMatchObject({
      id: 'demo-form',
      isPublished: true,
      url: `${DEMO_URL}/demo/forms/view/demo-form`,
    });
  });

  it.each([
    ['/demo/player', /^text\/html/],
    ['/demo/player/', /^text\/html/],
    ['/demo/player/frame.js', /^text\/javascript/],
    ['/demo/widgets/registration.js', /^text\/javascript/],
    ['/demo/widgets/registration', /^text\/html/],
    ['/demo/widgets/event-widget.js', /^text\/javascript/],
    ['/demo-media/demo-online.webm', /^video\/webm/],
  ])('serves %s', async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });

  it('answers HEAD as GET without a body', async () => {
    const response = await handle(
      new Request('http://127.0.0.1:4000/demo/player/frame.js', { method: 'HEAD' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe('');
  });

  it('lists every demo event on its index page, linked to its landing on the site', async () => {
    const response = await get('/');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    for (const hash of Object.values(DEMO_IDS.hashes)) {
      expect(html).toContain(`href="${SITE_URL}/max?hash=${hash}"`);
      expect(html).toContain(`href="/demo/media/eventor/public/activity/${hash}"`);
    }
  });

  it.each([
    ['GET', '/demo/nothing-here', 404],
    ['GET', '/demo-media/../package.json', 404],
    ['GET', '/demo-media/%E0%A4%A', 400],
    ['DELETE', '/demo/player', 405],
    ['POST', '/demo/forms/v1/respondent/form/demo-form', 405],
  ])('answers %s %s with %i', async (method, path, status) => {
    const response = await handle(new Request(`http://127.0.0.1:4000${path}`, { method }));
    expect(response.status).toBe(status);
  });

  it('routes the fault switch before the media API', async () => {
    resetFlakyFaults();
    const response = await get('/demo/media/control/faults?hash=demo-flaky');
    expect(await response.json()).toEqual({ hash: 'demo-flaky', mode: 'healthy', hits: 0 });
  });
});
