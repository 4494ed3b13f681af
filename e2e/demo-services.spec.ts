import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { demoUrl, ownSubscriptionToken } from './support/demo';

/** The demo server over real HTTP, on its own origin, as the product and a browser use it. */
test.describe('demo media and forms APIs', () => {
  test('serve an activity, its schedule and registration state', async ({ request }) => {
    const activity = await request.get(
      demoUrl(`/demo/media/eventor/public/activity/${DEMO_IDS.hashes.online}`),
    );
    expect(activity.status()).toBe(200);
    expect(activity.headers()['cache-control']).toBe('no-store');
    const body = await activity.json();
    expect(body.activity).toMatchObject({ hash: 'demo-online', type: 'online', status: 'current' });

    const events = await request.get(
      demoUrl(`/demo/media/eventor/public/listevents/${DEMO_IDS.halls.online}`),
    );
    const { events: list } = await events.json();
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.filter((event: { status?: number }) => event.status === 1)).toHaveLength(1);

    const info = await request.get(demoUrl(`/demo/media/viewer/info/${DEMO_IDS.hashes.completed}`));
    expect(await info.json()).toEqual({ activity: { isRegistrationActive: false } });
  });

  test('answer the contract error codes', async ({ request }) => {
    const missing = await request.get(
      demoUrl(`/demo/media/eventor/public/activity/${DEMO_IDS.faults.missing}`),
    );
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'ACTIVITY_NOT_FOUND' });

    const malformed = await request.get(demoUrl('/demo/media/eventor/public/activity/bad%20hash!'));
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'WRONG_ACTIVITY_ID' });

    const broken = await request.get(
      demoUrl(`/demo/media/eventor/public/activity/${DEMO_IDS.faults.broken}`),
    );
    expect(broken.status()).toBe(500);
    expect(broken.headers()['content-type']).toMatch(/text\/html/);
  });

  test('keep subscription changes for the life of the process', async ({ request }) => {
    // A viewer of this test's own: other specs change the fixtures' viewers at the same time.
    const token = ownSubscriptionToken(DEMO_IDS.subscriptionTokens.unsubscribed);
    const unsubscribed = async () => {
      const viewer = await request.post(demoUrl('/demo/media/viewer/check_subscription'), {
        data: { token },
      });
      return ((await viewer.json()) as { user: { unsubscribed: boolean } }).user.unsubscribed;
    };
    expect(await unsubscribed()).toBe(true);
    for (const unsubscribe of [false, true]) {
      const changed = await request.post(demoUrl('/demo/media/viewer/unsubscribe'), {
        data: { token, unsubscribe },
      });
      expect(await changed.json()).toEqual({ unsubscribe });
      expect(await unsubscribed()).toBe(unsubscribe);
    }
  });

  test('serve the forms API', async ({ request }) => {
    const form = await request.get(
      demoUrl(`/demo/forms/v1/respondent/form/${DEMO_IDS.forms.published}`),
    );
    expect(await form.json()).toMatchObject({ id: 'demo-form', isPublished: true });
    const draft = await request.get(
      demoUrl(`/demo/forms/v1/respondent/form/${DEMO_IDS.forms.draft}`),
    );
    expect(await draft.json()).toMatchObject({ isPublished: false });
  });
});

test.describe('demo player host', () => {
  test('plays the live event and names the start time of a planned one', async ({ page }) => {
    await page.goto(demoUrl(`/demo/player?hash=${DEMO_IDS.hashes.online}&locale=en`));
    await expect(page.getByRole('status')).toHaveText('Live');

    await page.goto(demoUrl(`/demo/player?hash=${DEMO_IDS.hashes.hybrid}&locale=en`));
    await expect(page.getByRole('status')).toHaveText(/^Starts .*\(UTC\+3\)$/);
  });

  test('frame.js sizes the frame from the player resize messages', async ({ page }) => {
    // A page of the demo server's own origin, so the scripts load as on a host page.
    await page.goto(demoUrl('/'));
    await page.evaluate(async (hash) => {
      // The frame is listened to before the player loads: a report sent earlier is not repeated
      // while the player's height stays the same (it is exactly 16:9 once rendered).
      document.body.innerHTML = `<iframe id="player" style="width:800px"></iframe>`;
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = '/demo/player/frame.js';
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('frame.js failed'));
        document.head.append(script);
      });
      const frame = document.getElementById('player') as HTMLIFrameElement;
      (
        window as unknown as { initPlayerFrame: (iframe: HTMLIFrameElement) => void }
      ).initPlayerFrame(frame);
      frame.src = `/demo/player?hash=${hash}&locale=ru`;
    }, DEMO_IDS.hashes.online);
    const frame = page.locator('#player');
    await expect(frame).toHaveAttribute('data-player-initialised', 'true');
    await expect
      .poll(async () =>
        Number(await frame.evaluate((element) => parseInt(getComputedStyle(element).height, 10))),
      )
      .toBe(Math.round((800 * 9) / 16));
  });
});

test.describe('demo widgets', () => {
  test('registration: validation, then success posted to the parent as `registered`', async ({
    page,
  }) => {
    // A page of the demo server's own origin, so the scripts load as on a host page.
    await page.goto(demoUrl('/'));
    await page.evaluate(async (hash) => {
      (window as unknown as { messages: unknown[] }).messages = [];
      window.addEventListener('message', (event) =>
        (window as unknown as { messages: unknown[] }).messages.push(event.data),
      );
      document.body.innerHTML = `<div id="registration-widget-${hash}" data-src="/demo/widgets/registration?hash=${hash}&locale=en" data-name="${hash}-platform"></div>`;
      await new Promise<void>((resolve) => {
        const script = document.createElement('script');
        script.src = '/demo/widgets/registration.js';
        script.onload = () => resolve();
        document.head.append(script);
      });
      (window as unknown as { addRegistrationWidget: (id: string) => void }).addRegistrationWidget(
        `registration-widget-${hash}`,
      );
    }, DEMO_IDS.hashes.offline);

    const iframe = page.locator(`iframe[name="${DEMO_IDS.hashes.offline}-platform"]`);
    await expect(iframe).toHaveAttribute('src', /registration\?hash=demo-offline/);
    const form = page.frameLocator(`iframe[name="${DEMO_IDS.hashes.offline}-platform"]`);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.locator('#email-error')).toBeVisible();

    await form.getByLabel('Full name').fill('Анна Смирнова');
    await form.getByLabel('E-mail').fill(`anna.${Date.now()}@example.com`);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText(/You are registered/)).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { messages: { type?: string }[] }).messages.map((m) => m.type),
        ),
      )
      .toContain('registered');
  });

  test('event widget mounts a chat panel fed by the demo API', async ({ page }) => {
    // A page of the demo server's own origin, so the scripts load as on a host page.
    await page.goto(demoUrl('/'));
    await page.evaluate(
      async (options) => {
        document.body.innerHTML = '<div id="widget"></div>';
        await new Promise<void>((resolve) => {
          const script = document.createElement('script');
          script.src = '/demo/widgets/event-widget.js';
          script.onload = () => resolve();
          document.head.append(script);
        });
        (
          window as unknown as { EventWidget: { mount: (el: HTMLElement, o: unknown) => void } }
        ).EventWidget.mount(document.getElementById('widget')!, options);
      },
      { hash: DEMO_IDS.hashes.online, hallId: DEMO_IDS.halls.online, locale: 'en' },
    );
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(page.locator('#widget li').first()).toBeVisible();
  });
});
