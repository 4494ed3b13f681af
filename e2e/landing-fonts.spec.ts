import { expect, test, type Page } from '@playwright/test';

/*
 * The landing's text renders in Inter, Latin and Cyrillic alike, on machines that have the
 * font the metric-adjusted fallback points at (`local(Arial)`: Windows, macOS). This machine has
 * no Arial, so the stylesheets are served with that fallback pointed at a font Debian does
 * install, which is what a Windows or macOS browser sees. A fallback listed between the Latin
 * and the Cyrillic face used to catch every Cyrillic letter there.
 */

const INSTALLED_STAND_INS =
  'local("DejaVu Sans"), local("Liberation Sans"), local("Arimo"), local("Bitstream Vera Sans")';

async function withLocalFallbackInstalled(page: Page) {
  await page.route('**/_next/static/**/*.css', async (route) => {
    const response = await route.fetch();
    const css = (await response.text()).replaceAll('local(Arial)', INSTALLED_STAND_INS);
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
    await withLocalFallbackInstalled(page);
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
