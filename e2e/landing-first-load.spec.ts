import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ru from '../messages/ru.json';
import { trackReactEffects, waitForHydration } from './support/hydration';
import { freshHash } from './support/proxy';

/**
 * What a landing's HTML makes the browser fetch before anything else (docs/decisions/
 * 0700-landing-first-paint.md): code only some pages or some moments need stays out of it. The
 * production bundles keep each module's export names (`e.s(["RegistrationDialog",…])`), so a
 * module is found by its quoted export name; each check also shows the name is really there in
 * the chunk that does load it, so a renamed export cannot make the check pass by itself.
 */

/** The registration block's island: offline landings only (RegistrationDialogLazy). */
const REGISTRATION_DIALOG = '"RegistrationDialog"';
/** The notices on screen: loaded with the first notice (NotificationsProvider). */
const NOTICE_LIST = '"NoticeList"';

/** The code of every `<script src>` of the page's HTML (the `noModule` polyfills excepted). */
async function firstLoadScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const sources = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
    .filter((src): src is string => src !== undefined);
  expect(sources.length, `${path} loads scripts`).toBeGreaterThan(0);
  return Promise.all(sources.map(async (src) => (await request.get(src)).text()));
}

/** Whether a script the page fetches from now on contains `marker`, asked as often as needed. */
function watchScripts(page: Page, marker: string): () => boolean {
  let seen = false;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A body still on its way when the test ends cannot be read any more: nothing to look at.
    const code = await response.text().catch(() => '');
    if (code.includes(marker)) seen = true;
  });
  return () => seen;
}

test('the online landing does not load the registration dialog; the offline one does, later', async ({
  page,
  request,
}) => {
  for (const code of await firstLoadScripts(request, '/max?hash=demo-online')) {
    expect(code).not.toContain(REGISTRATION_DIALOG);
  }
  for (const code of await firstLoadScripts(request, '/max?hash=demo-offline')) {
    expect(code).not.toContain(REGISTRATION_DIALOG);
  }

  const loadedDialog = watchScripts(page, REGISTRATION_DIALOG);
  await trackReactEffects(page);
  await page.goto('/max?hash=demo-offline');
  const register = page
    .locator('#registration-section')
    .getByRole('button', { name: ru.registration.register });
  // A click before the island hydrates would open nothing.
  await waitForHydration(register);
  await register.click();
  await expect(page.getByRole('dialog', { name: ru.registration.dialogTitle })).toBeVisible();
  await expect.poll(loadedDialog).toBe(true);
});

test('no landing loads the notices list before a notice', async ({ page, request, context }) => {
  for (const path of ['/max?hash=demo-online', '/max?hash=demo-offline', '/mid?hash=demo-online']) {
    for (const code of await firstLoadScripts(request, path)) {
      expect(code, path).not.toContain(NOTICE_LIST);
    }
  }

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const loadedList = watchScripts(page, NOTICE_LIST);
  await page.goto('/form-qr-code?id=demo-form');
  await page.getByRole('button', { name: 'Копировать ссылку' }).first().click();
  await expect(page.getByText('Успешно скопировано')).toBeVisible();
  await expect.poll(loadedList).toBe(true);
});

/**
 * Islands that hydrate after the page (docs/decisions/0711-islands-hydrate-after-the-page.md):
 * their markup is in the first HTML, their code is not in the first load; it arrives once the
 * page has loaded, and the island then works as before.
 */
const AFTER_LOAD = {
  menu: '"HeaderMenu"',
  player: '"LandingPlayer"',
  hint: '"LanguageHint"',
  worker: '"RegisterWorker"',
};

test("the menu, the player block, the language hint and the offline worker's registration load after the page", async ({
  page,
  request,
}) => {
  const path = '/max?hash=demo-online';
  const html = await (await request.get(path)).text();
  expect(html).toContain(`aria-label="${ru.menu.open}"`);
  expect(html).toContain('data-testid="player-placeholder"');
  expect(html).toContain('class="language-hint"');
  for (const code of await firstLoadScripts(request, path)) {
    for (const marker of Object.values(AFTER_LOAD)) expect(code).not.toContain(marker);
  }

  const loaded = Object.fromEntries(
    Object.entries(AFTER_LOAD).map(([name, marker]) => [name, watchScripts(page, marker)]),
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await trackReactEffects(page);
  await page.goto(path);
  for (const seen of Object.values(loaded)) await expect.poll(seen).toBe(true);

  const menuButton = page.getByRole('button', { name: ru.menu.open });
  await waitForHydration(menuButton);
  await menuButton.click();
  await expect(page.getByRole('dialog', { name: ru.menu.title })).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
});

/** next-intl's client runtime (use-intl's error codes): client components get strings instead. */
const TRANSLATION_RUNTIME = '"MISSING_MESSAGE"';

test('no landing and not /platform loads the translation runtime, first or with the islands after the page', async ({
  page,
  request,
}) => {
  for (const path of [
    '/max?hash=demo-online',
    '/landing?hash=demo-offline',
    '/mid?hash=demo-hybrid',
    '/mid?hash=demo-offline',
    '/min?hash=demo-online',
    '/platform?hash=demo-online',
  ]) {
    for (const code of await firstLoadScripts(request, path)) {
      expect(code, path).not.toContain(TRANSLATION_RUNTIME);
    }
  }

  // Every script the page fetches, read once the islands have arrived.
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.text().catch(() => ''));
    }
  });
  const islands = Object.values(AFTER_LOAD).map((marker) => watchScripts(page, marker));
  await page.setViewportSize({ width: 375, height: 740 });
  await trackReactEffects(page);
  await page.goto('/max?hash=demo-online');
  for (const seen of islands) await expect.poll(seen).toBe(true);
  const menuButton = page.getByRole('button', { name: ru.menu.open });
  await waitForHydration(menuButton);
  await menuButton.click();
  await expect(page.getByRole('dialog', { name: ru.menu.title })).toBeVisible();
  for (const code of await Promise.all(bodies)) expect(code).not.toContain(TRANSLATION_RUNTIME);
});

/** The switcher's client links: only a page without a public URL of its own (`/test`) has them. */
const CLIENT_LOCALE_LINKS = '"ClientLocaleLinks"';

test("the landings' language links are server HTML; only /test loads the switcher's client code", async ({
  request,
}) => {
  for (const path of [
    '/max?hash=demo-online',
    '/mid?hash=demo-hybrid',
    '/min?hash=demo-online',
    '/platform?hash=demo-online',
  ]) {
    for (const code of await firstLoadScripts(request, path)) {
      expect(code, path).not.toContain(CLIENT_LOCALE_LINKS);
    }
  }
  const test = (await firstLoadScripts(request, '/test')).join('\n');
  expect(test, "/test's switcher").toContain(CLIENT_LOCALE_LINKS);
});

/** The browser's body schemas (lib/api/served.ts, zod/mini), of which the programme reads one. */
const SERVED_SCHEMAS = '"eventsBody"';
/** The live programme's chunk (components/schedule/live.ts): it arrives after the page. */
const SCHEDULE_LIVE = '"ScheduleLive"';

test("the programme's schemas load with its first request, not with its live code", async ({
  page,
}) => {
  // Scripts asked for and not yet read: a request counts until its body has been looked at.
  let pending = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending += 1;
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') pending -= 1;
  });
  const loaded = new Set<string>();
  // A script whose body cannot be read is not "a script without schemas": it fails the test.
  const unread: string[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    try {
      const code = (await (await request.response())?.text()) ?? null;
      if (code === null) unread.push(request.url());
      else
        for (const marker of [SCHEDULE_LIVE, SERVED_SCHEMAS])
          if (code.includes(marker)) loaded.add(marker);
    } catch {
      unread.push(request.url());
    }
    pending -= 1;
  });
  const loadedLive = () => loaded.has(SCHEDULE_LIVE);
  const loadedSchemas = () => loaded.has(SERVED_SCHEMAS);
  // An event nobody has opened yet (a copy of demo-online with its own programme): its page is
  // rendered now, so the programme does not refetch on mount as a cached page older than a
  // refresh beat does (and rightly loads the schemas at once).
  // A clock the test moves: the refresh beat below comes when asked, not after a real minute.
  await page.clock.install();
  await page.goto(`/max?hash=${freshHash('schemas')}`);
  await expect.poll(loadedLive, { timeout: 15_000 }).toBe(true);
  // Every chunk the live code came with has arrived and been read (a lazy import asks for all
  // of its chunks at once).
  await expect.poll(() => pending).toBe(0);
  expect(unread).toEqual([]);
  expect(loadedSchemas()).toBe(false);

  // The next refresh beat asks for the events: the schemas come with them.
  await page.clock.fastForward('01:05');
  await expect.poll(loadedSchemas).toBe(true);
  expect(unread).toEqual([]);
});
