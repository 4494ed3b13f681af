import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { startServer } from '../scripts/lib/server.cjs';
import config from '../playwright.config';
import { DEMO_IDS } from '../demo/ids';
import { DEMO_ORIGIN } from './support/deployment.mjs';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { trackReactEffects, waitForHydration } from './support/hydration';

/**
 * Security headers on every kind of response, and proof that the Content-Security-Policy breaks
 * nothing: each page is driven in Chromium and the test fails on any CSP or Permissions-Policy
 * violation, in the page or in any of its frames (player, registration widget).
 */

const { hashes, forms, certificateTokens, streamKeys } = DEMO_IDS;

// The equipment check asks for the camera and microphone; Chromium's fake devices answer.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('default-src'), `${what}: CSP`).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'none'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(headers['content-security-policy'], what).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBeTruthy();
  expect(headers['permissions-policy'], what).toContain('geolocation=()');
  // The e2e site is plain http: no HSTS (lib/security/headers.test.ts covers https).
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test.describe('security headers on every response', () => {
  const landings = ['max', 'landing', 'min', 'mid'].flatMap((variant) => [
    `/${variant}?hash=${hashes.online}`,
    `/en/${variant}?hash=${hashes.hybrid}`,
  ]);
  const pages = [
    ...landings,
    '/test',
    '/en/test',
    `/questions?hash=${hashes.online}`,
    `/polls?activityId=${DEMO_IDS.polls['single-choice']}`,
    `/participants-rating?hash=${hashes.online}`,
    `/randomizer?hash=${hashes.online}`,
    `/form-qr-code?id=${forms.published}`,
    `/order?hash=${hashes.offline}`,
    `/site?hash=${hashes.online}`,
  ];
  for (const path of pages) {
    test(`page ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response, path);
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  }

  test('API routes, static files and 404s', async ({ request }) => {
    const html = await (await request.get(`/max?hash=${hashes.online}`)).text();
    const chunk = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
    expect(chunk, 'a script chunk in the landing').toBeTruthy();
    for (const [path, status] of [
      ['/api/health', 200],
      [`/api/events/${DEMO_IDS.halls.online}`, 200],
      [chunk!, 200],
      ['/brands/default/logo.svg', 200],
      ['/no-such-page', 404],
      ['/en/no-such-page', 404],
      ['/api/no-such-route', 404],
      [`/max?hash=${DEMO_IDS.faults.missing}`, 404],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expectSecurityHeaders(response, path);
    }
  });

  test('personal and secret pages keep their stricter no-referrer policy', async ({ request }) => {
    for (const path of [
      `/stream-keys?id=${streamKeys}`,
      `/en/certificate?hash=${hashes.online}&token=${certificateTokens.uploaded}`,
      '/email_subscriptions?token=demo-token',
    ]) {
      const response = await request.get(path);
      expect(response.headers()['referrer-policy'], path).toBe('no-referrer');
      expect(response.headers()['content-security-policy'], path).toContain("object-src 'none'");
    }
  });

  test('only the platform may be framed by FRAME_ANCESTORS', async ({ request }) => {
    for (const path of [`/platform?hash=${hashes.online}`, `/en/platform?hash=${hashes.online}`]) {
      const response = await request.get(path);
      // FRAME_ANCESTORS is unset in this build: 'self' (the unit tests cover configured lists).
      expect(
        directives(response.headers()['content-security-policy']).get('frame-ancestors'),
      ).toEqual(["'self'"]);
    }
    const landing = await request.get(`/max?hash=${hashes.online}`);
    expect(directives(landing.headers()['content-security-policy']).get('frame-ancestors')).toEqual(
      ["'self'"],
    );
  });

  test('the policy lets in the player and widget hosts of the build, another origin', async ({
    request,
  }) => {
    const response = await request.get(`/max?hash=${hashes.online}`);
    const csp = directives(response.headers()['content-security-policy']);
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(csp.get(name), name).toContain(DEMO_ORIGIN);
    }
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  test('camera and microphone are allowed on the equipment check only', async ({ request }) => {
    for (const path of ['/test', '/en/test']) {
      const policy = (await request.get(path)).headers()['permissions-policy'];
      expect(policy, path).toContain('camera=(self)');
      expect(policy, path).toContain('microphone=(self)');
    }
    for (const path of [`/max?hash=${hashes.online}`, `/platform?hash=${hashes.online}`]) {
      const policy = (await request.get(path)).headers()['permissions-policy'];
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('microphone=()');
    }
  });

  test('the policy keeps the landings in the ISR cache', async ({ request }) => {
    const path = `/mid?hash=${hashes.offline}`;
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    const second = await request.get(path);
    expect(second.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    expect(second.headers()['content-security-policy']).toBe(
      first.headers()['content-security-policy'],
    );
    expect(second.headers()['cache-control']).not.toMatch(/private|no-store/);
  });
});

/**
 * Collects CSP violations in every frame (the `securitypolicyviolation` event, reported through a
 * binding) and console messages about CSP or Permissions-Policy; `check()` fails on any.
 */
async function watchPolicies(page: Page) {
  const problems: string[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    problems.push(`${frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (
      /Content Security Policy|Content-Security-Policy|Permissions[- ]Policy|Refused to/i.test(text)
    ) {
      problems.push(`console ${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    problems,
    check: async () => {
      // Violations are reported asynchronously, each document's in order: one of our own in
      // every frame, once reported, comes after any the frame had caused before it.
      const origin = new URL(page.url()).origin;
      const frames = page.frames().filter((frame) => frame.url().startsWith(`${origin}/`));
      for (const [index, frame] of frames.entries()) {
        const marker = `https://csp-marker-${index}.invalid/`;
        await frame.evaluate((url) => {
          void fetch(url).catch(() => undefined);
        }, marker);
        await expect
          .poll(() => problems.some((problem) => problem.includes(`csp-marker-${index}`)), {
            message: `the marker violation in ${frame.url()} is reported`,
          })
          .toBe(true);
      }
      expect(problems.filter((problem) => !problem.includes('csp-marker-'))).toEqual([]);
    },
  };
}

/** The counter's tag is unreachable here: serve a stand-in that marks itself as loaded. */
async function stubMetrica(page: Page) {
  await page.route('https://mc.yandex.ru/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__tagLoaded = true;' }),
  );
}

const tagLoaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tagLoaded?: boolean }).__tagLoaded === true);

test.describe('the Content-Security-Policy breaks nothing', () => {
  /** A landing with the counter loads its pictures (and the tag, where it has one), unblocked. */
  async function expectLandingUnblocked(page: Page, path: string) {
    const watch = await watchPolicies(page);
    await stubMetrica(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('load');
    // Pictures (logo, posters, speakers, partners) actually rendered.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Array.from(document.images).filter((img) => img.complete && img.naturalWidth > 0)
              .length,
        ),
      )
      .toBeGreaterThan(0);
    if (path.includes(hashes.online)) await expect.poll(() => tagLoaded(page)).toBe(true);
    await watch.check();
    return watch;
  }

  const landings: [string, string][] = [
    [`/max?hash=${hashes.online}`, 'ru online, video poster, player'],
    [`/landing?hash=${hashes.offline}`, 'ru offline'],
    [`/min?hash=${hashes.online}`, 'minimal'],
    [`/en/mid?hash=${hashes.hybrid}`, 'mid'],
  ];
  for (const [path, what] of landings) {
    test(`landing ${path} (${what}) with the Metrica counter`, async ({ page }) => {
      await expectLandingUnblocked(page, path);
    });
  }

  // One page load for the English hybrid landing's checks: unblocked, then the control, then the
  // policy's refusals (each of which, once caused, would fail a later check()).
  test(`landing /en/max?hash=${hashes.hybrid} (en hybrid) with the Metrica counter; the policy is enforced there`, async ({
    page,
  }) => {
    const watch = await test.step('loads with nothing blocked', () =>
      expectLandingUnblocked(page, `/en/max?hash=${hashes.hybrid}`));

    await test.step('control: check() reports a violation caused just before it (so the checks can fail)', async () => {
      await page.evaluate(() => {
        void fetch('https://evil.example/').catch(() => undefined);
      });
      await expect(watch.check()).rejects.toThrow(/evil\.example/);
    });

    await test.step('a landing cannot use the camera', async () => {
      const error = await page.evaluate(() =>
        navigator.mediaDevices
          .getUserMedia({ video: true })
          .then(() => 'granted')
          .catch((e: DOMException) => e.name),
      );
      expect(error).toBe('NotAllowedError');
    });

    await test.step('an inline script injected from another origin is refused (the policy is enforced)', async () => {
      const loaded = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const script = document.createElement('script');
            script.src = 'https://evil.example/x.js';
            script.onload = () => resolve('loaded');
            script.onerror = () => resolve('blocked');
            document.head.append(script);
          }),
      );
      expect(loaded).toBe('blocked');
      const frameBlocked = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) =>
              resolve(event.effectiveDirective),
            );
            const frame = document.createElement('iframe');
            frame.src = 'https://evil.example/';
            document.body.append(frame);
          }),
      );
      expect(frameBlocked).toBe('frame-src');
    });
  });

  test('platform: the player frame and the event widget', async ({ page }) => {
    const watch = await watchPolicies(page);
    await page.goto(`/platform?hash=${hashes.online}`);
    await expect(page.getByTestId('player-frame')).toHaveAttribute(
      'data-player-initialised',
      'true',
    );
    const widget = page.getByRole('region', { name: ru.player.eventWidgetTitle });
    await expect(widget).toHaveAttribute('data-status', 'ready');
    await watch.check();
  });

  test('registration dialog with the widget frame', async ({ page }) => {
    const watch = await watchPolicies(page);
    await trackReactEffects(page);
    await page.goto(`/max?hash=${hashes.offline}`);
    const register = page
      .locator('#registration-section')
      .getByRole('button', { name: ru.registration.register });
    // A click before the island hydrates would open nothing.
    await waitForHydration(register);
    await register.click();
    const dialog = page.getByRole('dialog', { name: ru.registration.dialogTitle });
    const frame = dialog.locator(`iframe[name="${hashes.offline}-platform"]`);
    await expect(frame).toBeVisible();
    // The frame's document loaded and ran its own script.
    await expect(frame.contentFrame().locator('body')).not.toBeEmpty();
    await watch.check();
  });

  test('equipment check: camera and microphone work under the policy', async ({ page }) => {
    const watch = await watchPolicies(page);
    await page.goto('/en/test');
    await page.getByRole('button', { name: en.mediaTest.devicesStart }).click();
    await expect(page.getByTestId('camera-status')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('microphone-status')).toHaveAttribute('data-status', 'ready');
    await watch.check();
  });

  for (const path of [
    `/questions?hash=${hashes.online}`,
    `/en/polls?activityId=${DEMO_IDS.polls['single-choice']}`,
    `/participants-rating?hash=${hashes.online}`,
    `/randomizer?hash=${hashes.online}`,
    `/stream-keys?id=${streamKeys}`,
    `/form-qr-code?id=${forms.published}`,
    `/certificate?hash=${hashes.online}&token=${certificateTokens.uploaded}`,
    `/order?hash=${hashes.offline}`,
    '/email_subscriptions?token=demo-token',
    `/site?hash=${hashes.online}`,
  ]) {
    test(`organizer and visitor page ${path}`, async ({ page }) => {
      const watch = await watchPolicies(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('load');
      await expect(page.locator('main')).toBeVisible();
      await watch.check();
    });
  }
});

/** The start-up lines of the built server started with extra `env` (it is stopped again). */
async function startupOutput(env: Record<string, string>) {
  const server = await startServer({ host: '127.0.0.1', env, label: 'headers' });
  // It answered /api/health, so instrumentation's register() has run (Next awaits it before
  // serving). Stopped, its output ends: once the pipes close every line it wrote is in.
  const closed = new Promise((resolve) => server.child.once('close', resolve));
  await server.stop();
  await closed;
  return server.logs.join('\n');
}

test.describe('headers are fixed at build time', () => {
  test('a server started with another PLAYER_URL says which baked headers are stale', async () => {
    const output = await startupOutput({ PLAYER_URL: 'https://player.example' });
    expect(output).toContain('[security] The security headers were built for a different');
    expect(output).toMatch(
      /Content-Security-Policy on \/:path\*.*script-src: served "[^"]*", expected "[^"]*https:\/\/player\.example/,
    );
  });

  test('a server started with the build environment reports nothing', async () => {
    const output = await startupOutput({});
    expect(output).toContain('Ready in');
    expect(output).not.toContain('[security]');
  });
});
