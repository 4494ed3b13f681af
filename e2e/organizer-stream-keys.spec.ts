import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { seriousViolations } from './support/serious-violations';
import { demoUrl } from './support/demo';
import { serverHelpers } from './support/scripts';
import type { RunningServer } from '../scripts/lib/server.cjs';
import { MISSES_PER_MINUTE } from '../lib/stream-keys/misses';

const PAGE = `/stream-keys?id=${DEMO_IDS.streamKeys}`;

interface DemoStream {
  kind: 'main' | 'backup';
  index: number;
  rtmp: { serverUrl: string; streamKey: string; fullUrl: string };
  srt: { host: string; port: number; streamId: string; serverUrl: string };
}

async function demoStreams(request: APIRequestContext) {
  const response = await request.get(
    demoUrl(`/demo/media/eventor/public/activity/keys/${DEMO_IDS.streamKeys}`),
  );
  const { activity } = (await response.json()) as {
    activity: { name: string; streams: DemoStream[] };
  };
  return activity;
}

const streamSection = (page: Page, anchor: string) => page.locator(`section#${anchor}`);
const row = (page: Page, anchor: string, field: string) =>
  streamSection(page, anchor).locator(`[data-field="${field}"]`);

test.describe('stream keys', () => {
  test('are never cached, never indexed and never leaked through the Referer', async ({
    request,
  }) => {
    for (const path of [PAGE, `/en${PAGE}`]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['cache-control']).toBe('private, no-store');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-robots-tag']).toContain('noindex');
    }
  });

  // The Russian page's checks on one page load: masked (with axe), then revealed, then copied.
  test('show the main stream and every backup with RTMP and SRT values, keys masked; axe; reveal one stream’s keys; copy a masked key', async ({
    page,
    context,
    request,
  }) => {
    const activity = await demoStreams(request);
    const [main, backup] = activity.streams;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    await expect(page).toHaveTitle(`${ru.titles.streamKeysMain} — ${activity.name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.streamKeys.heading);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Основной поток',
      'Резервный поток 1',
      'Резервный поток 2',
    ]);

    // No guide is configured for the suite's server (BRAND_STREAM_DOCS_URL): no link to nowhere.
    // e2e/operator-configures-brand-links.spec.ts starts a server with one.
    await expect(page.getByRole('link', { name: ru.streamKeys.docsLink })).toHaveCount(0);

    for (const stream of activity.streams) {
      const anchor = stream.kind === 'main' ? 'stream-main' : `stream-backup-${stream.index}`;
      await expect(row(page, anchor, 'serverUrl')).toContainText(stream.rtmp.serverUrl);
      await expect(row(page, anchor, 'host')).toContainText(stream.srt.host);
      await expect(row(page, anchor, 'port')).toContainText(String(stream.srt.port));
      await expect(row(page, anchor, 'streamKey')).toContainText('••••••••');
      await expect(row(page, anchor, 'fullUrl')).toContainText(`${stream.rtmp.serverUrl}/••••••••`);
      await expect(row(page, anchor, 'streamId')).toContainText('••••••••');
      await expect(row(page, anchor, 'srtServerUrl')).toContainText(`srt://${stream.srt.host}`);
      await expect(
        streamSection(page, anchor).getByRole('button', { name: 'Копировать' }),
      ).toHaveCount(7);
      // No secret is on screen while masked.
      await expect(page.locator('main')).not.toContainText(stream.rtmp.streamKey);
    }

    await test.step(`${PAGE} has no serious or critical axe violations`, async () => {
      await expect(page.locator('section#stream-main')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('reveal one stream’s keys with its own toggle', async () => {
      const toggle = streamSection(page, 'stream-main').getByRole('button', {
        name: 'Показать ключи',
      });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(row(page, 'stream-main', 'streamKey').locator('dd').first()).toHaveText(
        main!.rtmp.streamKey,
      );
      await expect(row(page, 'stream-main', 'fullUrl')).toContainText(main!.rtmp.fullUrl);
      await expect(row(page, 'stream-main', 'streamId')).toContainText(main!.srt.streamId);
      await expect(row(page, 'stream-main', 'srtServerUrl')).toContainText(main!.srt.serverUrl);
      // The backup stays masked.
      await expect(page.locator('main')).not.toContainText(backup!.rtmp.streamKey);
      await expect(
        streamSection(page, 'stream-backup-1').getByRole('button', { name: 'Показать ключи' }),
      ).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(page.locator('main')).not.toContainText(main!.rtmp.streamKey);
    });

    await test.step('copy a masked key: "Successfully copied" and the real key on the clipboard', async () => {
      await row(page, 'stream-backup-1', 'streamKey')
        .getByRole('button', { name: 'Копировать' })
        .click();
      await expect(page.getByText(ru.notices.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        backup!.rtmp.streamKey,
      );

      await row(page, 'stream-backup-1', 'srtServerUrl')
        .getByRole('button', { name: 'Копировать' })
        .click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(backup!.srt.serverUrl);
    });
  });

  // The English page's checks on one page load; its clipboard refuses to be written.
  test('in English; axe; a refused clipboard says "Copy failed"', async ({ page, request }) => {
    const activity = await demoStreams(request);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await page.goto(`/en${PAGE}`);
    await expect(page).toHaveTitle(`${en.titles.streamKeysMain} — ${activity.name}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Main stream',
      'Backup stream 1',
      'Backup stream 2',
    ]);
    await expect(row(page, 'stream-main', 'streamKey').locator('dt')).toHaveText('Stream key');

    await test.step(`/en${PAGE} has no serious or critical axe violations`, async () => {
      await expect(page.locator('section#stream-main')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('a refused clipboard says "Copy failed"', async () => {
      await row(page, 'stream-main', 'streamKey').getByRole('button', { name: 'Copy' }).click();
      await expect(page.getByText(en.errors.copyFailed)).toBeVisible();
      await expect(page.getByText(en.notices.copied)).toHaveCount(0);
    });
  });

  test('an unknown keys id is the not-found page; a malformed one answers 404', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/stream-keys?id=999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: ru.notFound.title })).toBeVisible();
    for (const id of ['abc', '0', '']) {
      expect((await request.get(`/stream-keys?id=${id}`)).status()).toBe(404);
    }
  });

  test('fit a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PAGE);
    await streamSection(page, 'stream-main')
      .getByRole('button', { name: 'Показать ключи' })
      .click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('a walk of the id space', () => {
  let instance: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const { startServer } = await serverHelpers();
    // A server of its own: the budget of misses is the instance's, shared by every client.
    instance = await startServer({ host: '127.0.0.1', label: 'instance for the id walk' });
  });

  test.afterAll(async () => {
    await instance?.stop();
  });

  test('gets a minute of misses across all addresses, then 429, while a used id keeps working', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const keys = `${instance.origin}/stream-keys?id=${DEMO_IDS.streamKeys}`;
    expect((await fetch(keys)).status).toBe(200);
    const statuses: number[] = [];
    const started = Date.now();
    for (let index = 0; index < MISSES_PER_MINUTE + 10; index += 1) {
      const response = await fetch(`${instance.origin}/stream-keys?id=${900_000 + index}`, {
        // As many addresses as requests: the budget is not per address.
        headers: { 'x-forwarded-for': `203.0.113.${index + 1}` },
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await response.text()).toContain(ru.streamKeys.busy);
      }
      // The organizer's own id, opened before the walk, is answered throughout.
      if (index % 10 === 9) expect((await fetch(keys)).status).toBe(200);
    }
    // The budget refills continuously (one miss per 60/MISSES_PER_MINUTE s) during the walk.
    const refilled = Math.floor(((Date.now() - started) * MISSES_PER_MINUTE) / 60_000) + 1;
    const misses = statuses.filter((status) => status === 404).length;
    expect(misses).toBeGreaterThanOrEqual(MISSES_PER_MINUTE);
    expect(misses).toBeLessThanOrEqual(MISSES_PER_MINUTE + refilled);
    expect(statuses.slice(0, MISSES_PER_MINUTE)).toEqual(Array(MISSES_PER_MINUTE).fill(404));
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - misses);
    expect(statuses).toContain(429);
    // The budget may have refilled a miss since: spend it, then the page is the busy one.
    let busy = await page.goto(`${instance.origin}/en/stream-keys?id=999000`);
    for (let id = 999001; busy?.status() === 404 && id < 999000 + MISSES_PER_MINUTE; id += 1) {
      busy = await page.goto(`${instance.origin}/en/stream-keys?id=${id}`);
    }
    expect(busy?.status()).toBe(429);
    await expect(
      page.getByRole('heading', { level: 1, name: en.tooManyRequests.title }),
    ).toBeVisible();
    await expect(page.getByText(en.streamKeys.busy)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
