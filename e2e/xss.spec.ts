import { expect, test, type Page } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { CDN_ORIGIN } from './support/deployment.mjs';
import { demoUrl } from './support/demo';

/**
 * demo-xss (demo/fixtures/xss.ts) puts the OWASP filter-evasion corpus and sanitize-html's
 * advisory payloads into every HTML field, markup and `</script>` into every text field and
 * javascript:/data:/vbscript: into every URL field. Each page that shows the event is opened in
 * Chromium with a trap: any alert/confirm/prompt call, dialog or `__xssHit()` fails the test.
 */

const { hash } = DEMO_IDS.attack.xss;

/** Runs in every frame before any page script. */
function setTrap() {
  const hits: string[] = [];
  const record =
    (what: string) =>
    (...args: unknown[]) => {
      hits.push(`${what}(${args.map(String).join(', ')})`);
      return what === 'confirm' ? false : undefined;
    };
  Object.assign(window, {
    __xss: hits,
    __xssHit: record('__xssHit'),
    alert: record('alert'),
    confirm: record('confirm'),
    prompt: record('prompt'),
  });
}

async function openTrapped(page: Page, path: string) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(setTrap);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('load');
  return dialogs;
}

/** Opens every disclosure and expandable schedule item, so hidden content is live too. */
async function revealEverything(page: Page) {
  await page.evaluate(() => {
    for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
    for (const hidden of Array.from(document.querySelectorAll('[hidden]'))) {
      hidden.removeAttribute('hidden');
    }
    // Every picture loads now, so each one's load or error event is something to wait for.
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
}

/** What the DOM would let run or navigate: handlers, script URLs, foreign scripts, breakouts. */
/**
 * Runs in the page: `demoFrames` is where the demo server's frames load from (its origin),
 * `assetHost` the build's asset host (CDN_URL).
 */
function domDangers([demoFrames, assetHost]: [string, string]) {
  const found: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data'];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) found.push(`<${element.tagName.toLowerCase()} ${name}>`);
      if (urlAttributes.includes(name.toLowerCase())) {
        const url = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (/^(javascript|vbscript|livescript):/.test(url)) found.push(`${name}=${value}`);
        // Our own generated QR code is an SVG data URL; nothing else may be one.
        if (url.startsWith('data:') && !url.startsWith('data:image/svg+xml')) {
          found.push(`${name}=${value.slice(0, 40)}`);
        }
      }
    }
  }
  for (const link of Array.from(document.querySelectorAll('a[target="_blank"]'))) {
    if (!/\bnoopener\b/.test(link.getAttribute('rel') ?? '')) {
      found.push(`new-tab link without noopener: ${link.getAttribute('href')}`);
    }
  }
  for (const script of Array.from(document.scripts)) {
    // The build's scripts come from the asset host, the player's and widgets' from theirs (the
    // demo server), as configured.
    const allowed = [window.location.origin, assetHost, new URL(demoFrames).origin];
    if (script.src && !allowed.includes(new URL(script.src).origin)) {
      found.push(`foreign script ${script.src}`);
    }
    // A `</script>` breakout would leave a script element whose whole text is the payload.
    if (!script.src && /^\s*alert\(/.test(script.textContent ?? '')) found.push('breakout script');
  }
  for (const tag of ['iframe', 'object', 'embed', 'form', 'base', 'meta[http-equiv]']) {
    for (const element of Array.from(document.querySelectorAll(`main ${tag}`))) {
      const src = element.getAttribute('src') ?? '';
      // The player and the registration widget are the configured hosts' (the demo server).
      if (!(tag === 'iframe' && src.startsWith(demoFrames))) found.push(`<${tag}> in main`);
    }
  }
  return found;
}

/** Images not yet loaded or failed: an image is `complete` once its load or error event ran. */
function pendingImages() {
  return Array.from(document.images)
    .filter((image) => !image.complete)
    .map((image) => image.currentSrc || image.src);
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  // A hostile handler would run with its image's load or error event: wait until every image
  // in every frame has had it, instead of waiting a fixed time.
  // A frame that cannot be read, or has no trap, is not clean: it fails with the reason.
  const unreadable = (error: Error) => [`cannot evaluate: ${error.message}`];
  for (const frame of page.frames()) {
    await expect
      .poll(() => frame.evaluate(pendingImages).catch(unreadable), {
        message: `every image in ${frame.url()} has loaded or failed`,
      })
      .toEqual([]);
  }
  for (const frame of page.frames()) {
    const hits = await frame
      .evaluate(() => (window as unknown as { __xss?: string[] }).__xss ?? ['no trap in frame'])
      .catch(unreadable);
    expect(hits, `calls in ${frame.url()}`).toEqual([]);
  }
  expect(dialogs).toEqual([]);
  expect(
    await page.evaluate(domDangers, [demoUrl('/demo/'), CDN_ORIGIN] as [string, string]),
  ).toEqual([]);
}

test.describe('hostile organizer content runs nothing', () => {
  for (const path of [
    `/max?hash=${hash}`,
    `/en/max?hash=${hash}`,
    `/landing?hash=${hash}`,
    `/mid?hash=${hash}`,
    `/min?hash=${hash}`,
    `/site?hash=${hash}`,
    `/platform?hash=${hash}`,
  ]) {
    test(path, async ({ page }) => {
      const dialogs = await openTrapped(page, path);
      await revealEverything(page);
      await expectNothingRan(page, dialogs);
    });
  }

  test('the full landing shows the hostile text as text, sanitised HTML as HTML', async ({
    page,
  }) => {
    const dialogs = await openTrapped(page, `/max?hash=${hash}`);
    // The name is text everywhere: the title keeps the literal markup, no element is created.
    expect(await page.title()).toContain("</script><script>alert('text')</script>");
    await expect(page.getByRole('heading', { level: 1 })).toContainText('</script>');

    // JSON-LD survives the breakout attempt and parses back to the literal name.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.length).toBeGreaterThan(0);
    for (const text of ld) expect(text.toLowerCase()).not.toContain('</script');
    const names = ld.map((text) => JSON.stringify(JSON.parse(text)));
    expect(names.some((json) => json.includes("</script><script>alert('text')</script>"))).toBe(
      true,
    );

    // Every FAQ item is there (the corpus is one answer each), links are safe and open a tab.
    const faqItems = page.locator('#faq details');
    await expect(faqItems.first()).toBeVisible();
    expect(await faqItems.count()).toBeGreaterThanOrEqual(100);
    const links = await page
      .locator('[data-testid="description"] a, #faq details a')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel') })),
      );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.href).toMatch(/^(https?:|mailto:|tel:)/);
      if (/^https?:/.test(link.href ?? '')) expect(link.rel).toBe('noopener noreferrer');
    }
    // No counter: the hostile metricaCode is not digits.
    expect(await page.evaluate(() => typeof (window as unknown as { ym?: unknown }).ym)).toBe(
      'undefined',
    );
    await expectNothingRan(page, dialogs);
  });

  test('control: the trap does catch a handler that runs (so the checks above can fail)', async ({
    page,
  }) => {
    await openTrapped(page, `/min?hash=${hash}`);
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.innerHTML = `<img src="x" onerror="alert('probe')">`;
      document.body.append(probe);
    });
    // The same wait as the checks above: once the image has failed, its handler has run.
    await expect.poll(() => page.evaluate(pendingImages)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([
      'alert(probe)',
    ]);
    expect(
      await page.evaluate(domDangers, [demoUrl('/demo/'), CDN_ORIGIN] as [string, string]),
    ).toContain('<img onerror>');
  });

  test('the schedule refetch hands out sanitised descriptions too', async ({ request }) => {
    const response = await request.get(`/api/events/${DEMO_IDS.attack.xss.hall}`);
    expect(response.status()).toBe(200);
    const { events } = (await response.json()) as {
      events: { description?: string; materials: { url?: string }[]; links: { url?: string }[] }[];
    };
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) {
      const tags = (event.description?.match(/<[^>]*>/g) ?? []).join(' ');
      expect(tags).not.toMatch(/\son[a-z]+\s*=|javascript:|vbscript:|data:|<script|<iframe|<svg/i);
      for (const item of [...event.materials, ...event.links]) expect(item.url).toBeUndefined();
    }
  });
});
