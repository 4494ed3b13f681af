import { expect, test, type Page } from '@playwright/test';
import { demoActivity, demoEvents, demoUrl } from './support/demo';
import { IDLE_TIMEOUT_MS } from '../components/ui/defer';
import { installPausedClock } from './support/clock';
import { expectRefreshEvery, liveBeats } from './support/live-refresh';
import { serverHelpers } from './support/scripts';

/** The section anchors of the page, in document order. */
async function anchors(page: Page) {
  return page
    .locator('main [id]')
    .evaluateAll((nodes) =>
      nodes
        .map((node) => node.id)
        .filter((id) =>
          [
            'platform-widget',
            'registration-section',
            'schedule',
            'speakers',
            'faq',
            'partners',
            'location',
          ].includes(id),
        ),
    );
}

test.describe('full landing: demo-online on a wide screen, one page load for its checks', () => {
  // The checks of the tests that each loaded /max?hash=demo-online, as steps on one page, in an
  // order where none undoes the state the next one starts from (the menu scrolls before the
  // slider does; the FAQ item is opened after the menu's keyboard step focused it closed).
  test('blocks, counter, header register button, menu, FAQ, schedule, speakers and partners', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const activity = await demoActivity(request, 'demo-online');
    const events = await demoEvents(request, 201);
    await page.route('https://mc.yandex.ru/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__tagLoaded = true;' }),
    );
    await page.goto('/max?hash=demo-online');

    await test.step('online event: player, description, schedule, speakers, FAQ, partners; no registration section or location', async () => {
      await expect(page).toHaveTitle(activity.name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.name);
      expect(await anchors(page)).toEqual([
        'platform-widget',
        'schedule',
        'speakers',
        'faq',
        'partners',
      ]);
      await expect(page.getByTestId('start-pill')).toContainText('(UTC+3)');
      await expect(page.getByTestId('duration-pill')).toContainText('(UTC+3)');
      await expect(page.getByTestId('qr-block')).toHaveCount(0);
    });

    await test.step('analytics counter: loads the Metrica tag after interactive and initialises it with the counter options', async () => {
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { __tagLoaded?: boolean }).__tagLoaded),
        )
        .toBe(true);
      const calls = await page.evaluate(() =>
        JSON.stringify((window as unknown as { ym: { a?: unknown[] } }).ym.a),
      );
      expect(calls).toContain('"init"');
      expect(calls).toContain('"webvisor":true');
      expect(calls).toContain('"clickmap":true');
    });

    await test.step('registration: the header register button appears on wide screens and leads to the player for online events', async () => {
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Зарегистрироваться' }),
      ).toHaveAttribute('href', '#platform-widget');
    });

    await test.step('header menu: inline above 1024 px; a menu item scrolls its section below the fixed header', async () => {
      const nav = page.getByRole('navigation', { name: 'Разделы страницы' });
      await nav.getByRole('link', { name: 'Спикеры' }).click();
      await expect
        .poll(() =>
          page
            .locator('#speakers')
            .evaluate((node) => Math.round(node.getBoundingClientRect().top)),
        )
        .toBeGreaterThanOrEqual(60);
      await expect
        .poll(() =>
          page
            .locator('#speakers')
            .evaluate((node) => Math.round(node.getBoundingClientRect().top)),
        )
        .toBeLessThanOrEqual(70);
      await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeHidden();
    });

    await test.step('header menu: a menu item is a plain anchor: the keyboard continues in its section', async () => {
      const nav = page.getByRole('navigation', { name: 'Разделы страницы' });
      await nav.getByRole('link', { name: 'Частые вопросы' }).press('Enter');
      await expect(page).toHaveURL(/#faq$/);
      await page.keyboard.press('Tab');
      await expect(page.locator('#faq summary').first()).toBeFocused();
    });

    await test.step('FAQ items start closed and open with the keyboard', async () => {
      const first = page.locator('#faq details').first();
      await expect(first).not.toHaveAttribute('open');
      await first.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('open', '');
    });

    await test.step('schedule: grouped by day; cards expand only when they have details; the live card is marked', async () => {
      const cards = page.getByTestId('schedule-event');
      await expect(cards).toHaveCount(events.length);
      await expect(page.locator('#schedule h3').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
      await expect(page.getByTestId('schedule-now')).toHaveCount(1);
      // Located by a stable trait (it has a toggle), not by the attribute the click changes.
      const expandable = cards.filter({ has: page.locator('button[aria-expanded]') }).first();
      await expect(expandable).toHaveAttribute('data-expanded', 'false');
      await expandable.getByRole('button').click();
      await expect(expandable).toHaveAttribute('data-expanded', 'true');
    });

    await test.step('speaker slider moves with the next button; partner links open in a new tab', async () => {
      // The slider's code loads as its section nears the viewport.
      await page.locator('#speakers').scrollIntoViewIfNeeded();
      const next = page.getByRole('button', { name: 'Следующие спикеры' });
      await expect(next).toBeVisible();
      await next.click();
      await expect(page.getByRole('button', { name: 'Предыдущие спикеры' })).toBeEnabled();
      const partnerLink = page.locator('#partners a[href^="http"]').first();
      await expect(partnerLink).toHaveAttribute('target', '_blank');
      await expect(partnerLink).toHaveAttribute('rel', /noopener/);
    });
  });
});

test.describe('full landing: blocks, in their fixed order and under their conditions', () => {
  test('offline event: poster instead of player, registration, location with a map link, payment logos; the registration dialog', async ({
    page,
    request,
  }) => {
    const activity = await demoActivity(request, 'demo-offline');
    await page.goto('/max?hash=demo-offline');
    expect(await anchors(page)).toEqual([
      'platform-widget',
      'registration-section',
      'schedule',
      'speakers',
      'location',
    ]);
    await expect(page.locator('#platform-widget iframe')).toHaveCount(0);
    await expect(page.locator('#platform-widget img')).toBeVisible();
    await expect(page.getByTestId('qr-block')).toContainText(activity.qrCode!.annotation!);
    const location = page.locator('#location');
    await expect(location).toContainText(
      `${activity.location!.city}, ${activity.location!.address}`,
    );
    const map = location.getByRole('link', { name: /Открыть на карте/ });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=/);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('payment-logos')).toBeVisible();

    await test.step('registration: the dialog shows the widget; Esc closes it and focus returns to the button', async () => {
      const button = page
        .locator('#registration-section')
        .getByRole('button', { name: 'Зарегистрироваться' });
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Регистрация на мероприятие' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('iframe[name="demo-offline-platform"]')).toHaveAttribute(
        'src',
        /\/demo\/widgets\/registration\?hash=demo-offline/,
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  });

  test('required fields only: banner and player, every optional block hidden; no counter without a metrica code', async ({
    page,
  }) => {
    await page.goto('/max?hash=demo-bare');
    expect(await anchors(page)).toEqual(['platform-widget']);
    await expect(page.getByTestId('description')).toHaveCount(0);

    await test.step('analytics counter: no counter without a metrica code', async () => {
      expect(await page.evaluate(() => typeof (window as unknown as { ym?: unknown }).ym)).toBe(
        'undefined',
      );
    });
  });

  test('hybrid dark event: dark background, city without address; the schedule downloads', async ({
    page,
    request,
  }) => {
    const activity = await demoActivity(request, 'demo-hybrid');
    await page.goto('/en/max?hash=demo-hybrid');
    const background = await page
      .locator('[data-dark="true"]')
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(background).toBe('rgb(2, 7, 3)');
    await expect(page.locator('#location')).toContainText('address not specified');

    await test.step('schedule: downloads: the generated programme, the .ics file and the Google Calendar link', async () => {
      const [html] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download the programme' }).click(),
      ]);
      expect(html.suggestedFilename()).toBe(`${activity.name} Расписание.html`);
      const [ics] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Add to calendar' }).click(),
      ]);
      expect(ics.suggestedFilename()).toBe(`${activity.name}.ics`);
      const text = await (await ics.createReadStream()).toArray();
      expect(Buffer.concat(text).toString()).toContain('BEGIN:VCALENDAR');
      await expect(page.getByRole('link', { name: /^Google Calendar/ })).toHaveAttribute(
        'href',
        /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
      );
    });
  });
});

test.describe('full landing: player', () => {
  test('the frame address carries the player query, and the landing flags come from the URL', async ({
    page,
  }) => {
    await page.goto(
      '/max?hash=demo-online&debug=2&isOnlyChat=true&isHighload=1&customDomain=events.example',
    );
    const frame = page.getByTestId('player-frame');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${demoUrl('/demo/player/')}\\?`));
    // The server renders the frame without the flags (they never split the landing's cache); the
    // island adds them from the URL once hydrated.
    await expect(frame).toHaveAttribute('src', /[?&]debug=2(?:&|$)/);
    const src = new URL((await frame.getAttribute('src'))!, 'http://x');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      hash: 'demo-online',
      locale: 'ru',
      // Flags as given (decision 0221): `debug=2` stays `2`.
      debug: '2',
      'is-only-chat': 'true',
      'is-highload': '1',
      'custom-domain': 'events.example',
    });
    // The spec's list for the landing's player has no hall id.
    expect(src.searchParams.has('hall-id')).toBe(false);
    await expect(frame).toHaveAttribute('allow', /autoplay/);
    await expect(frame).toHaveAttribute('data-player-initialised', 'true');
  });
});

test.describe('full landing: header menu', () => {
  test('below 1024 px a drawer: focus stays inside, Esc closes it, page scroll is locked while open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/max?hash=demo-offline');
    const open = page.getByRole('button', { name: 'Открыть меню' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Меню' });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await expect(drawer.getByRole('link', { name: 'Регистрация' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(open).toBeFocused();
  });
});

test.describe('full landing: schedule', () => {
  test('hybrid with platform time: starts on the platform zone, switches to the visitor zone', async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/en/max?hash=demo-hybrid');
    const firstTime = page.getByTestId('schedule-event').first().locator('h4');
    await expect(page.getByRole('button', { name: 'Platform time (UTC+3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(firstTime).toContainText('10:00');
    await page.getByRole('button', { name: 'Your time (UTC+9)' }).click();
    await expect(firstTime).toContainText('16:00');
    await context.close();
  });

  test('events are refetched through the product API every 60 s', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/max?hash=demo-online');
    await expectRefreshEvery(page, '/api/events/201', 60_000);
  });

  test('a programme published while the page is open appears without a reload once the organizer revalidates it', async ({
    page,
    request,
  }) => {
    // A server of its own with the organizer's revalidation webhook: the suite's has none.
    test.setTimeout(60_000);
    const secret = 'landing-visitor-e2e-secret';
    const { startServer } = await serverHelpers();
    const server = await startServer({
      host: '127.0.0.1',
      label: 'published programme',
      env: { REVALIDATE_SECRET: secret, REDIS_URL: undefined },
    });
    try {
      const hash = `demo-unpublished-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const control = demoUrl('/demo/media/control/programme');
      const { hallId } = (await (await request.get(`${control}?hash=${hash}`)).json()) as {
        hallId: number;
      };
      await installPausedClock(page);
      await page.goto(`${server.origin}/max?hash=${hash}`);
      await expect(page.locator('#event-title')).toBeVisible();
      const schedule = page.locator('#schedule');
      await expect(schedule).toHaveCount(0);
      // The refresh of a programme not yet published starts after the page's load and an idle
      // period (decision 0711), at most IDLE_TIMEOUT_MS of the page's clock.
      await page.clock.fastForward(IDLE_TIMEOUT_MS);
      const beats = await liveBeats(page, `/api/events/${hallId}`, 60_000);
      await beats.next();
      await expect(schedule, 'an empty answer shows no block').toHaveCount(0);

      const published = await request.post(control, { data: { hash } });
      expect(await published.json()).toMatchObject({ hallId, published: true });
      const events = await demoEvents(request, hallId);
      expect(events.length).toBeGreaterThan(0);
      const revalidated = await request.post(`${server.origin}/api/revalidate`, {
        headers: { 'x-revalidate-secret': secret },
        data: { hallId },
      });
      expect(revalidated.status()).toBe(200);

      // A beat may be answered from the browser's stale-while-revalidate copy while it asks
      // again in the background: a later beat has the fresh one.
      await expect(async () => {
        await beats.next();
        await expect(schedule.getByTestId('schedule-event')).toHaveCount(events.length, {
          timeout: 1_000,
        });
      }).toPass({ timeout: 30_000, intervals: [1_000] });
      // The organizer's own block title (demo-online's), as the server prints it.
      await expect(schedule.getByRole('heading', { level: 2 })).toHaveText('Программа конференции');
      await expect(schedule.getByText(events[0]!.name).first()).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});
