import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from '../lib/brand/brands';
import { DEMO_IDS } from '../demo/ids';
import { ownSubscriptionToken } from './support/demo';
import { element, elements, headMetadata, servedPage } from './support/html';
import { seriousViolations } from './support/serious-violations';

/**
 * The fixtures' viewers are only read here. A test that subscribes, unsubscribes or saves
 * settings works on a viewer of its own (`ownSubscriptionToken`), so no test depends on the
 * order, the worker or what another spec did to the demo at the same time.
 */
const TOKEN = DEMO_IDS.subscriptionTokens.subscribed;
const UNSUBSCRIBED_TOKEN = DEMO_IDS.subscriptionTokens.unsubscribed;
const HASH = DEMO_IDS.hashes.online;
const eventPage = (token: string) => `/email_subscriptions?token=${token}&hash=${HASH}`;
const EVENT_PAGE = eventPage(TOKEN);
const PORTAL_PAGE = `/portal_subscriptions?token=${TOKEN}`;
/** The event page of a subscribed viewer of the test's own. */
const ownEventPage = () => eventPage(ownSubscriptionToken(TOKEN));

const RU = {
  unsubscribeTitle: 'Отписка от рассылки',
  subscribeTitle: 'Подписка на рассылку',
  badLink: 'Проверьте ссылку или попробуйте перезагрузить страницу позже',
  unexpected:
    'К сожалению, произошла непредвиденная ошибка. Попробуйте обновить страницу или обратитесь к администратору.',
};

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The served text of the "check the link" problem. */
const problemText = (markup: string) =>
  elements(markup, 'p', 'data-testid="subscription-problem"')[0]?.text;

test.describe('email subscriptions', () => {
  test('unsubscribe → reload shows unsubscribed → subscribe again → reload shows subscribed', async ({
    page,
  }) => {
    await page.goto(ownEventPage());
    await expect(page).toHaveTitle(RU.unsubscribeTitle);
    await expect(heading(page)).toHaveText(RU.unsubscribeTitle);
    await expect(page.getByTestId('subscription-status')).toContainText('Цифровые продукты 2026');
    await expect(page.getByText('Адрес: an***@example.com')).toBeVisible();

    await page.getByRole('button', { name: 'Отписаться' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Вы отписались от рассылки' }),
    ).toBeVisible();
    await expect(heading(page)).toHaveText(RU.subscribeTitle);
    await expect(page).toHaveTitle(RU.subscribeTitle);

    await page.reload();
    await expect(heading(page)).toHaveText(RU.subscribeTitle);
    await expect(page).toHaveTitle(RU.subscribeTitle);
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Вы подписались на рассылку' }),
    ).toBeVisible();
    await page.reload();
    await expect(heading(page)).toHaveText(RU.unsubscribeTitle);
  });

  test('settings are saved and survive a reload (English)', async ({ page }) => {
    await page.goto(`/en${ownEventPage()}`);
    await expect(page).toHaveTitle('Unsubscribe from emailing');
    const career = page.getByRole('checkbox', { name: 'Career news and job offers' });
    const adv = page.getByRole('checkbox', { name: 'Advertising and offers from partners' });
    await expect(career).toBeChecked();
    await expect(adv).not.toBeChecked();

    await adv.check();
    await career.uncheck();
    await expect(page.getByTestId('unsaved-changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'E-mailing settings saved' }),
    ).toBeVisible();
    await expect(page.getByTestId('unsaved-changes')).toHaveCount(0);

    await page.reload();
    await expect(adv).toBeChecked();
    await expect(career).not.toBeChecked();
  });

  test('a failed request shows the catalogue text (no serious or critical axe violations), keeps the state and the unsaved choices', async ({
    page,
  }) => {
    await page.route('**/api/subscriptions/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'UNEXPECTED' }),
      }),
    );
    await page.goto(ownEventPage());
    const adv = page.getByRole('checkbox', { name: 'Реклама и предложения партнёров' });
    await adv.check();

    await page.getByRole('button', { name: 'Отписаться' }).click();
    await expect(page.getByRole('alert').filter({ hasText: RU.unexpected })).toBeVisible();
    await expect(page.getByTestId('subscription-error')).toHaveText(RU.unexpected);
    await expect(heading(page)).toHaveText(RU.unsubscribeTitle);
    await expect(adv).toBeChecked();

    await test.step('the failure state has no serious or critical violations', async () => {
      expect(await seriousViolations(page)).toEqual([]);
    });

    await page.getByRole('button', { name: 'Сохранить настройки' }).click();
    await expect(page.getByTestId('subscription-error')).toHaveText(RU.unexpected);
    await expect(adv).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Карьерные новости и вакансии' }),
    ).toBeChecked();
    await expect(page.getByTestId('unsaved-changes')).toBeVisible();

    // Nothing reached the upstream: a reload shows the stored state.
    await page.unroute('**/api/subscriptions/**');
    await page.reload();
    await expect(heading(page)).toHaveText(RU.unsubscribeTitle);
    await expect(adv).not.toBeChecked();
  });

  test('a non-JSON failure reads as the unexpected error too', async ({ page }) => {
    await page.route('**/api/subscriptions/settings', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto(`/en${EVENT_PAGE}`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByTestId('subscription-error')).toContainText(
      'Unfortunately, an unexpected error has occurred.',
    );
  });

  test('a second click while a request is pending aborts it; the newer answer is shown', async ({
    page,
  }) => {
    let posts = 0;
    // Each request waits until the test lets it through, so the second click lands while the
    // first is pending however long things take.
    const held: (() => void)[] = [];
    let aborted = 0;
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname === '/api/subscriptions/unsubscribe') aborted += 1;
    });
    await page.route('**/api/subscriptions/unsubscribe', async (route) => {
      posts += 1;
      await new Promise<void>((resolve) => held.push(resolve));
      // The aborted request is gone by then: nothing to continue.
      await route.continue().catch(() => undefined);
    });
    await page.goto(ownEventPage());
    // The label turns into "Отправляем…" while pending: find the button by its place.
    const toggle = page.getByTestId('subscription').getByRole('button').first();
    await toggle.click();
    await expect.poll(() => held.length, { message: 'the first request is pending' }).toBe(1);
    await toggle.click();
    await expect.poll(() => held.length, { message: 'a newer request is sent' }).toBe(2);
    await expect.poll(() => aborted, { message: 'the older request is aborted' }).toBe(1);
    held[1]?.();
    await expect(
      page.getByRole('status').filter({ hasText: 'Вы отписались от рассылки' }),
    ).toBeVisible();
    await expect(heading(page)).toHaveText(RU.subscribeTitle);
    held[0]?.();
    expect(posts).toBe(2);
  });

  test('an unsubscribed viewer is offered to subscribe', async ({ page }) => {
    await page.goto(`/email_subscriptions?token=${UNSUBSCRIBED_TOKEN}&hash=${HASH}`);
    await expect(page).toHaveTitle(RU.subscribeTitle);
    await expect(page.getByRole('button', { name: 'Подписаться' })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });

  for (const path of [
    '/email_subscriptions',
    '/email_subscriptions?token=no-such-token',
    '/email_subscriptions?token=..%2F..%2Feventor',
    '/email_subscriptions?token=a&token=b',
    '/portal_subscriptions?token=no-such-token',
  ]) {
    // The problem is server-rendered: read from the served HTML (docs/decisions/1156-ci-time.md).
    // The browser loads it for its axe check below.
    test(`a bad link (${path}) says to check the link`, async ({ request }) => {
      const served = await servedPage(request, path);
      expect(problemText(served.markup)).toBe(RU.badLink);
      expect(served.markup).not.toMatch(/<button\b/);
      expect(headMetadata(served.html).title).toBe('Настройки рассылки');
    });
  }

  test('a bad link in English', async ({ request }) => {
    const served = await servedPage(request, '/en/email_subscriptions?token=no-such-token');
    expect(problemText(served.markup)).toBe('Check the link or try reloading the page later');
  });

  test('pages are personal: noindex, no referrer, not cached, token not in the canonical', async ({
    request,
  }) => {
    const response = await request.get(EVENT_PAGE);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
    const html = await response.text();
    const meta = headMetadata(html);
    expect(meta.robots).toMatch(/noindex/);
    expect(element(html, 'meta[^>]*name="referrer"')?.get('content')).toBe('no-referrer');
    expect(meta.canonical).toMatch(/\/email_subscriptions$/);
  });

  test('the POST routes validate their input on the server', async ({ request }) => {
    const bad = await request.post('/api/subscriptions/unsubscribe', {
      data: { token: TOKEN, unsubscribe: 'yes' },
    });
    expect(bad.status()).toBe(400);
    expect(bad.headers()['cache-control']).toBe('no-store');
    const form = await request.post('/api/subscriptions/unsubscribe', {
      form: { token: TOKEN, unsubscribe: 'true' },
    });
    expect(form.status()).toBe(415);
    const unknown = await request.post('/api/subscriptions/settings', {
      data: { token: 'no-such-token', optinCareer: true, optinAdv: true },
    });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'VIEWER_NOT_FOUND' });
  });
});

test.describe('portal subscriptions', () => {
  test('unsubscribe from the whole platform and subscribe again', async ({ page }) => {
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
    });
    await page.goto(`/portal_subscriptions?token=${ownSubscriptionToken(TOKEN)}`);
    await expect(page).toHaveTitle(RU.unsubscribeTitle);
    await expect(page.getByTestId('subscription-status')).toHaveText(
      `Вы получаете письма от ${BRANDS.default.name}.`,
    );
    await page.getByRole('button', { name: 'Отписаться' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Вы отписались от рассылки' }),
    ).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText(
      `Вы не получаете письма от ${BRANDS.default.name}.`,
    );
    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Вы подписались на рассылку' }),
    ).toBeVisible();
    expect(posted).toEqual(['/api/subscriptions/portal', '/api/subscriptions/portal']);
  });
});

test.describe('accessibility of the subscription pages', () => {
  // One check per page state (the markup is the same in both locales, which take turns).
  for (const [index, path] of [
    EVENT_PAGE,
    `/email_subscriptions?token=${UNSUBSCRIBED_TOKEN}&hash=${HASH}`,
    '/email_subscriptions?token=no-such-token',
    PORTAL_PAGE,
  ].entries()) {
    const localized = index % 2 === 0 ? path : `/en${path}`;
    test(`${localized} has no serious or critical violations`, async ({ page }) => {
      await page.goto(localized);
      await expect(heading(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
