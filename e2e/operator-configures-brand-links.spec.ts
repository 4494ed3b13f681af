import { expect, test } from '@playwright/test';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { startDemoServer, type DemoServer } from './support/demo-server';
import { elements, servedPage } from './support/html';

/**
 * The footer's user agreement and the stream-keys page's OBS guide point at the operator's own
 * pages: they come from BRAND_USER_AGREEMENT_URL_RU/_EN and BRAND_STREAM_DOCS_URL, and a link that
 * is not configured is not rendered. The suite's own server has none configured.
 */

const LINKS = {
  BRAND_USER_AGREEMENT_URL_RU: 'https://legal.operator.test/ru/terms',
  BRAND_USER_AGREEMENT_URL_EN: 'https://legal.operator.test/en/terms',
  BRAND_STREAM_DOCS_URL: 'https://help.operator.test/obs',
};

/** What the product used to ship as placeholders; nothing it renders may point there. */
const PLACEHOLDER = /eventum\.example|cloud-events\.example/;

test.describe('an operator configures the brand links', () => {
  test.describe.configure({ mode: 'serial' });
  let server: DemoServer;

  test.beforeAll(async () => {
    server = await startDemoServer(LINKS);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  // Pages rendered per request: the build's prerendered pages (the test page) and the landings
  // the suite's server already cached keep what their render saw (docs/configuration.md).
  test('the footer links the agreement of each locale', async ({ request }) => {
    for (const [path, name, href] of [
      ['/platform?hash=demo-online', ru.shell.userAgreement, LINKS.BRAND_USER_AGREEMENT_URL_RU],
      ['/en/platform?hash=demo-offline', en.shell.userAgreement, LINKS.BRAND_USER_AGREEMENT_URL_EN],
    ] as const) {
      const { markup } = await servedPage(request, `${server.origin}${path}`);
      const start = markup.indexOf('<footer');
      expect(start, path).toBeGreaterThan(-1);
      const footer = markup.slice(start, markup.indexOf('</footer>', start));
      const links = elements(footer, 'a').filter(({ text }) => text.includes(name));
      expect(
        links.map(({ attributes }) => attributes.get('href')),
        path,
      ).toEqual([href]);
    }
  });

  test('the served footer adds the privacy policy to the agreement on a corporate event only', async ({
    request,
  }) => {
    const agreement = async (path: string) => {
      const html = await (await request.get(`${server.origin}${path}`)).text();
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      const link = footer.match(
        new RegExp(`<a href="${LINKS.BRAND_USER_AGREEMENT_URL_RU}"[^>]*>([\\s\\S]*?)<span`),
      );
      expect(link, `${path}: the agreement link`).not.toBeNull();
      return link![1]!.replace(/<!-- -->/g, '');
    };
    expect(await agreement('/platform?hash=demo-corporate')).toBe(
      `${ru.shell.userAgreement}${ru.shell.privacyPolicySuffix}`,
    );
    expect(await agreement('/platform?hash=demo-completed')).toBe(ru.shell.userAgreement);
  });

  test('the stream-keys page links the OBS guide', async ({ request }) => {
    const { markup } = await servedPage(request, `${server.origin}/en/stream-keys?id=1001`);
    const links = elements(markup, 'a').filter(({ text }) => text.includes(en.streamKeys.docsLink));
    expect(links.map(({ attributes }) => attributes.get('href'))).toEqual([
      LINKS.BRAND_STREAM_DOCS_URL,
    ]);
  });
});

test.describe('without brand links configured', () => {
  for (const path of ['/test', '/en/max?hash=demo-offline', '/platform?hash=demo-online']) {
    test(`${path} renders no agreement link and no placeholder domain`, async ({ page }) => {
      const response = await page.goto(path);
      expect(PLACEHOLDER.test((await response?.text()) ?? '')).toBe(false);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(footer.getByRole('link', { name: /соглашение|agreement/i })).toHaveCount(0);
    });
  }

  test('the stream-keys page renders no guide link', async ({ page }) => {
    await page.goto('/en/stream-keys?id=1001');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: en.streamKeys.docsLink })).toHaveCount(0);
    expect(PLACEHOLDER.test(await page.content())).toBe(false);
  });
});

test('a brand link that is not an http(s) URL stops start-up, naming the variable', async () => {
  await expect(
    startDemoServer({ BRAND_STREAM_DOCS_URL: 'help.operator.test/obs' }),
  ).rejects.toThrow(/Invalid environment variable BRAND_STREAM_DOCS_URL/);
});
