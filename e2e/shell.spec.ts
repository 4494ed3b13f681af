import { expect, test } from '@playwright/test';
import { BRANDS } from '../lib/brand/brands';
import { servedPage } from './support/html';

const brand = BRANDS.default;

test.describe('app shell on the test page', () => {
  test('header with the product logo centred, footer with copyright and made-in logo', async ({
    page,
  }) => {
    await page.goto('/test');
    await expect(page).toHaveTitle(`Проверка оборудования — ${brand.name}`);

    const logo = page.getByRole('banner').getByRole('img', { name: `Логотип ${brand.name}` });
    await expect(logo).toBeVisible();
    const [box, viewport] = [await logo.boundingBox(), page.viewportSize()!];
    expect(Math.abs(box!.x + box!.width / 2 - viewport.width / 2)).toBeLessThan(4);

    const footer = page.getByRole('contentinfo', { name: 'Подвал сайта' });
    // No agreement link is configured for the suite's server (BRAND_USER_AGREEMENT_URL_*): none
    // is rendered. e2e/operator-configures-brand-links.spec.ts starts one with links.
    await expect(footer.getByRole('link')).toHaveCount(0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${brand.name}`);
    await expect(footer.getByTestId('made-in')).toBeVisible();
    await expect(footer.getByTestId('payment-logos')).toHaveCount(0);
  });

  test('speed advice and the five recommended browsers', async ({ page }) => {
    await page.goto('/en/test');
    await expect(page.getByText('At least 1 Mbit/s — for SD 480p')).toBeVisible();
    await expect(page.getByText('At least 6 Mbit/s — for Full HD 1080p')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recommended browsers' }).getByRole('listitem'),
    ).toHaveCount(5);
  });

  // The not-found and organizer pages carry a bar of their own (decision 1206).
  test('pages outside the footer routes have neither header nor footer', async ({ request }) => {
    const { markup } = await servedPage(request, '/meetings?hash=demo-online');
    expect(markup).toContain('<main');
    expect(markup).not.toMatch(/<header\b|role="banner"/);
    expect(markup).not.toMatch(/<footer\b|role="contentinfo"/);
  });

  test('the layout holds on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/test');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
