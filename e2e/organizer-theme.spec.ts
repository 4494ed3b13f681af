import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { demoActivity } from './support/demo';
import { element, servedPage } from './support/html';

/**
 * An organizer page wears the theme its event's landing wears, with the event's logo in its
 * header, and the brand's theme and logo where the page names no event (decision 1206). The
 * server decides both, so they are read from the served HTML.
 */

const { hashes, streamKeys, forms } = DEMO_IDS;
const ORGANIZER_PAGES = ['/questions', '/polls', '/participants-rating', '/randomizer'];

for (const hash of [hashes.online, hashes.offline, hashes.hybrid]) {
  test(`${hash}: every organizer page wears its landing's theme and logo (the brand's where it has none)`, async ({
    request,
  }) => {
    const activity = await demoActivity(request, hash);
    const landing = await servedPage(request, `/max?hash=${hash}`);
    const theme = element(landing.markup, 'div[^>]*data-theme=')?.get('data-theme');
    expect(theme, 'a themed event').not.toBe('default');
    for (const path of ORGANIZER_PAGES) {
      const page = await servedPage(request, `${path}?hash=${hash}`);
      expect(page.status, path).toBe(200);
      const root = element(page.markup, 'div[^>]*data-theme=');
      expect(root?.get('data-theme'), path).toBe(theme);
      expect(root?.get('style'), path).toBe(
        element(landing.markup, 'div[^>]*data-theme=')?.get('style'),
      );
      const header = /<header\b[\s\S]*?<\/header>/.exec(page.markup)?.[0] ?? '';
      expect(header, `${path}: a logo`).toMatch(/<img\b/);
      if (activity.landingLogo?.url) expect(header, path).not.toContain('brand-logo');
      else expect(header, path).toContain('brand-logo');
    }
  });
}

for (const path of [`/stream-keys?id=${streamKeys}`, `/form-qr-code?id=${forms.published}`]) {
  test(`${path}: no event named, the brand's theme and logo`, async ({ request }) => {
    const page = await servedPage(request, path);
    expect(element(page.markup, 'div[^>]*data-theme=')?.get('data-theme')).toBe('default');
    const header = /<header\b[\s\S]*?<\/header>/.exec(page.markup)?.[0] ?? '';
    expect(header).toContain('brand-logo');
  });
}
