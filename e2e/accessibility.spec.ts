import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/serious-violations';

const PAGES = ['/', '/en', '/test', '/en/test', '/no-such-page', '/en/no-such-page'];

test.describe('accessibility (axe-core)', () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
