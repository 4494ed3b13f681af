import { DEMO_IDS } from './ids';

/**
 * The Next route handlers of app/demo, called as Next calls them: a `Request` in, a `Response`
 * out. Each test loads the routes afresh because the configuration is parsed once per process.
 */

/** Absolute URLs in demo answers come from SITE_URL, never from the request's host. */
const SITE_URL = 'https://events.example';

type RouteContext = { params: Promise<{ path: string[] }> };
type Handler = (request: Request, context: RouteContext) => Promise<Response>;

interface Routes {
  mediaGet: Handler;
  mediaPost: Handler;
  forms: Handler;
  pages: Record<string, () => Promise<Response>>;
}

/** A deployment's upstreams: with MEDIA_API_URL set, start-up wants every service configured. */
const UPSTREAM_VARIABLES = ['MEDIA_API_URL', 'FORMS_API_URL', 'PLAYER_URL', 'WIDGETS_URL'] as const;

async function loadRoutes(mediaApiUrl?: string): Promise<Routes> {
  const saved = Object.fromEntries(UPSTREAM_VARIABLES.map((name) => [name, process.env[name]]));
  const savedSite = process.env.SITE_URL;
  process.env.SITE_URL = SITE_URL;
  for (const name of UPSTREAM_VARIABLES) {
    if (mediaApiUrl === undefined) delete process.env[name];
    else process.env[name] = `${mediaApiUrl}/${name.toLowerCase()}`;
  }
  try {
    let routes: Routes | undefined;
    await jest.isolateModulesAsync(async () => {
      const media = await import('@/app/demo/media/[...path]/route.demo');
      const forms = await import('@/app/demo/forms/[...path]/route.demo');
      const player = await import('@/app/demo/player/route.demo');
      const frame = await import('@/app/demo/player/frame.js/route.demo');
      const registrationJs = await import('@/app/demo/widgets/registration.js/route.demo');
      const registrationPage = await import('@/app/demo/widgets/registration/route.demo');
      const eventWidget = await import('@/app/demo/widgets/event-widget.js/route.demo');
      // Touch the config now, while the environment is the one under test.
      const { isDemoMode } = await import('@/lib/config');
      isDemoMode();
      routes = {
        mediaGet: media.GET,
        mediaPost: media.POST,
        forms: forms.GET,
        pages: {
          '/demo/player': player.GET,
          '/demo/player/frame.js': frame.GET,
          '/demo/widgets/registration.js': registrationJs.GET,
          '/demo/widgets/registration': registrationPage.GET,
          '/demo/widgets/event-widget.js': eventWidget.GET,
        },
      };
    });
    if (!routes) throw new Error('routes did not load');
    return routes;
  } finally {
    for (const name of UPSTREAM_VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    if (savedSite === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = savedSite;
  }
}

const context = (path: string[]): RouteContext => ({ params: Promise.resolve({ path }) });

describe('demo routes in demo mode', () => {
  let routes: Routes;
  beforeAll(async () => {
    routes = await loadRoutes(undefined);
  });

  it('serves the media API as uncached JSON with absolute URLs from SITE_URL, not the request host', async () => {
    const response = await routes.mediaGet(
      new Request(
        `http://evil.example/demo/media/eventor/public/activity/${DEMO_IDS.hashes.online}?isOnlyChat=true`,
      ),
      context(['eventor', 'public', 'activity', DEMO_IDS.hashes.online]),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { activity: { activityPoster: { url: string } } };
    expect(body.activity.activityPoster.url.startsWith(`${SITE_URL}/demo/media/assets/`)).toBe(
      true,
    );
  });

  it('parses POST bodies, and treats a body that is not JSON as missing', async () => {
    const post = (body: string) =>
      routes.mediaPost(
        new Request('http://127.0.0.1:4000/demo/media/viewer/check_subscription', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        }),
        context(['viewer', 'check_subscription']),
      );
    expect(
      (await post(JSON.stringify({ token: DEMO_IDS.subscriptionTokens.subscribed }))).status,
    ).toBe(200);
    const broken = await post('{not json');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'TOKEN_INVALID' });
  });

  it('serves demo-broken as a 500 HTML page and assets with a short cache', async () => {
    const broken = await routes.mediaGet(
      new Request('http://127.0.0.1:4000/demo/media/eventor/public/activity/demo-broken'),
      context(['eventor', 'public', 'activity', DEMO_IDS.faults.broken]),
    );
    expect(broken.status).toBe(500);
    expect(broken.headers.get('content-type')).toMatch(/^text\/html/);
    expect(broken.headers.get('cache-control')).toBe('no-store');
    const poster = await routes.mediaGet(
      new Request('http://127.0.0.1:4000/demo/media/assets/posters/demo-online.svg'),
      context(['assets', 'posters', 'demo-online.svg']),
    );
    expect(poster.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(poster.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('serves the forms API', async () => {
    const response = await routes.forms(
      new Request('http://127.0.0.1:4000/demo/forms/v1/respondent/form/demo-form'),
      context(['v1', 'respondent', 'form', 'demo-form']),
    );
    expect(await response.json()).toMatchObject({
      id: 'demo-form',
      isPublished: true,
      url: `${SITE_URL}/demo/forms/view/demo-form`,
    });
  });

  it.each([
    ['/demo/player', /^text\/html/],
    ['/demo/player/frame.js', /^text\/javascript/],
    ['/demo/widgets/registration.js', /^text\/javascript/],
    ['/demo/widgets/registration', /^text\/html/],
    ['/demo/widgets/event-widget.js', /^text\/javascript/],
  ])('serves %s', async (path, type) => {
    const response = await routes.pages[path]!();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    expect((await response.text()).length).toBeGreaterThan(500);
  });
});

describe('demo routes when MEDIA_API_URL is set', () => {
  let routes: Routes;
  beforeAll(async () => {
    routes = await loadRoutes('https://media.example.com');
  });

  it('answers every demo route with 404 NOT_FOUND', async () => {
    const responses = [
      await routes.mediaGet(
        new Request('http://127.0.0.1:4000/demo/media/eventor/public/activity/demo-online'),
        context(['eventor', 'public', 'activity', 'demo-online']),
      ),
      await routes.mediaPost(
        new Request('http://127.0.0.1:4000/demo/media/viewer/unsubscribe', {
          method: 'POST',
          body: '{}',
        }),
        context(['viewer', 'unsubscribe']),
      ),
      await routes.forms(
        new Request('http://127.0.0.1:4000/demo/forms/v1/respondent/form/demo-form'),
        context(['v1', 'respondent', 'form', 'demo-form']),
      ),
      ...(await Promise.all(Object.values(routes.pages).map((page) => page()))),
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'NOT_FOUND' });
    }
  });
});
