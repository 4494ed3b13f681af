import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import ru from '../messages/ru.json';
import { demoActivity, demoUrl } from './support/demo';
import { headMetadata, servedPage } from './support/html';
import { seriousViolations } from './support/serious-violations';

const PAGE = `/randomizer?hash=${DEMO_IDS.hashes.online}`;

async function demoViewerNames(request: APIRequestContext): Promise<Set<string>> {
  const response = await request.get(
    demoUrl(
      `/demo/media/viewer/public/viewers/list?activityId=${DEMO_IDS.viewers}&offset=0&limit=1000`,
    ),
  );
  const { viewers } = (await response.json()) as { viewers: { name: string }[] };
  return new Set(viewers.map((viewer) => viewer.name));
}

const winners = (page: Page) => page.getByTestId('winner').allTextContents();
/** '1.Анна Смирнова' → 'Анна Смирнова' */
const names = (items: string[]) => items.map((item) => item.replace(/^\d+\./, '').trim());

test.describe('randomizer', () => {
  test('draws the asked number of distinct viewers, all from the list, and draws again', async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const everyone = await demoViewerNames(request);
    expect(everyone.size).toBe(50);
    const activity = await demoActivity(request, DEMO_IDS.hashes.online);

    await page.goto(PAGE);
    await expect(page).toHaveTitle(`Розыгрыш: ${activity.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.name);
    const count = page.getByRole('spinbutton', { name: 'Число победителей' });
    await expect(count).toHaveAttribute('max', '50');
    await expect(page.getByText('участвуют 50 зрителей')).toBeVisible();

    await count.fill('50');
    await page.getByRole('button', { name: 'Выбрать победителей' }).click();
    const first = names(await winners(page));
    expect(first).toHaveLength(50);
    expect(new Set(first).size).toBe(50);
    for (const name of first) expect(everyone.has(name)).toBe(true);

    await page.getByRole('button', { name: 'Разыграть ещё раз' }).click();
    await expect(page.getByTestId('winners')).toHaveAttribute('data-draw', '2');
    const second = names(await winners(page));
    expect(new Set(second).size).toBe(50);
    // 50! orders: the same one twice means the draw is not random.
    expect(second).not.toEqual(first);
  });

  test('keeps the count within 1…50 and reveals winners one by one', async ({ page }) => {
    await page.goto(`/en${PAGE}`);
    const count = page.getByRole('spinbutton', { name: 'Number of winners' });
    await count.fill('80');
    await count.blur();
    await expect(count).toHaveValue('50');
    await count.fill('3');
    await page.getByRole('button', { name: 'Draw winners' }).click();
    await expect(page.getByRole('button', { name: 'Drawing…' })).toBeVisible();
    await expect(page.getByTestId('winners')).toHaveAttribute('data-done', 'true');
    const drawn = names(await winners(page));
    expect(drawn).toHaveLength(3);
    expect(new Set(drawn).size).toBe(3);
    await expect(page.getByText(`Winners: ${drawn.join(', ')}`)).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an event without viewers shows the empty state', async ({ request }) => {
    const { markup } = await servedPage(request, `/randomizer?hash=${DEMO_IDS.hashes.offline}`);
    const empty = markup.split('data-testid="randomizer-empty"')[1]?.split('</div>')[0];
    expect(empty).toContain('Пока не из кого выбирать');
    expect(markup).not.toMatch(/<button\b|role="button"/);
  });

  for (const path of ['/randomizer', '/randomizer?hash=bad%20hash']) {
    test(`${path} is the 404 page`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404);
    });
  }

  test('an unknown event is the not-found page (404), kept out of search engines', async ({
    page,
  }) => {
    // Like every organizer page: the event is checked before anything is sent, so the status is
    // a real 404 (docs/decisions/0201-server-rendered-not-found.md).
    const response = await page.goto(`/randomizer?hash=${DEMO_IDS.faults.missing}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.notFound.title);
    await expect(page).toHaveTitle(new RegExp(ru.notFound.title));
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('button')).toHaveCount(0);
  });

  test('is kept out of search engines', async ({ request }) => {
    expect(headMetadata((await servedPage(request, PAGE)).html).robots).toMatch(/noindex/);
  });

  // Once per state (the draw, the empty list); the locales take turns.
  test(`${PAGE} has no serious or critical violations after a draw`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Выбрать победителей' }).click();
    await expect(page.getByTestId('winner')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the empty list (/en) has no serious or critical violations', async ({ page }) => {
    await page.goto(`/en/randomizer?hash=${DEMO_IDS.hashes.offline}`);
    await expect(page.getByTestId('randomizer-empty')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
