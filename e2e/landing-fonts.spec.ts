import { expect, test, type Page, type Request } from '@playwright/test';

/*
 * The landing's fonts (lib/fonts.ts, docs/decisions/0800). Its text renders in Inter, Latin and
 * Cyrillic alike, on machines that have the font the metric-adjusted fallback points at
 * (`local(Arial)`: Windows, macOS). This machine has no Arial, so the stylesheets are served with
 * that fallback pointed at a font Debian does install, which is what a Windows or macOS browser
 * sees. A fallback listed between the Latin and the Cyrillic face used to catch every Cyrillic
 * letter there. And fonts that arrive late never move the page.
 */

const INSTALLED_STAND_INS =
  'local("DejaVu Sans"), local("Liberation Sans"), local("Arimo"), local("Bitstream Vera Sans")';

/**
 * Serves the stylesheets with the fallback's `local(Arial)` pointed at a font installed here.
 * `waitForFonts` also makes the faces wait for their files (`font-display: block`): which face
 * draws a letter is the question then, not whether the file beat the optional display's 100 ms
 * (a routed page has no HTTP cache to make that certain).
 */
async function withLocalFallbackInstalled(page: Page, { waitForFonts = false } = {}) {
  await page.route('**/_next/static/**/*.css', async (route) => {
    const response = await route.fetch();
    let css = (await response.text()).replaceAll('local(Arial)', INSTALLED_STAND_INS);
    if (waitForFonts) css = css.replaceAll('font-display:optional', 'font-display:block');
    await route.fulfill({ response, body: css });
  });
}

/** The fonts Chromium actually drew an element's text with. */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  await cdp.send('CSS.enable');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => ({ family: font.familyName, custom: font.isCustomFont }));
}

/** Loads every fallback face (`src: local(…)`) the stylesheets declare; their load statuses. */
function loadFallbackFaces(page: Page) {
  return page.evaluate(async () => {
    const families = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (
          rule instanceof CSSFontFaceRule &&
          rule.style.getPropertyValue('src').includes('local(')
        ) {
          families.add(rule.style.getPropertyValue('font-family').replaceAll('"', ''));
        }
      }
    }
    return Promise.all(
      [...families].map(async (family) => {
        const faces = await document.fonts.load(`16px "${family}"`, 'Ab');
        return { family, loaded: faces.length > 0 };
      }),
    );
  });
}

for (const [locale, prefix] of [
  ['ru', ''],
  ['en', '/en'],
] as const) {
  test(`${locale}: the event title is drawn in Inter even where the fallback font is installed`, async ({
    page,
  }) => {
    await withLocalFallbackInstalled(page, { waitForFonts: true });
    await page.goto(`${prefix}/max?hash=demo-online`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);

    // The stand-in is really there: otherwise this test would prove nothing.
    const fallbacks = await loadFallbackFaces(page);
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const fallback of fallbacks)
      expect(fallback, fallback.family).toMatchObject({ loaded: true });

    // demo-online's title is Cyrillic with Latin digits in both locales.
    const title = await renderedFonts(page, 'h1');
    expect(title.length).toBeGreaterThan(0);
    expect(title).toEqual(title.map(() => ({ family: 'Inter', custom: true })));
  });
}

/** Holds every font file back for `ms`; `arrived` settles once all the page asked for have. */
async function delayFonts(page: Page, ms: number) {
  const pending = new Set<string>();
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  await page.route('**/*.woff2', async (route) => {
    pending.add(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  const done = (request: Request) => {
    if (pending.delete(request.url()) && pending.size === 0) settle();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // In an object: an async function returning the promise itself would wait for it.
  return { arrived: settled };
}

for (const width of [360, 412, 1440]) {
  for (const fallback of ['no Arial (Linux, Android)', 'Arial installed (Windows, macOS)']) {
    test(`${width} px, ${fallback}: fonts arriving after the first paint move nothing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      if (fallback.startsWith('Arial')) await withLocalFallbackInstalled(page);
      const fonts = await delayFonts(page, 1_500);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/max?hash=demo-online');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await fonts.arrived;
      // Two frames after the last file: a swap would have laid the page out again by then.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      expect(shifts).toEqual([]);
    });
  }
}
