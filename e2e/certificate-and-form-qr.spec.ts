import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { BRANDS } from '../lib/brand/brands';
import { DEMO_IDS } from '../demo/ids';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { demoActivity, demoUrl } from './support/demo';
import { expectFitsPhoneWithoutAxeViolations } from './support/phone';

const HASH = DEMO_IDS.hashes.online;
const { uploaded, notUploaded, notFound } = DEMO_IDS.certificateTokens;
const certificatePage = (token: string, prefix = '') =>
  `${prefix}/certificate?hash=${HASH}&token=${token}`;
const { published, draft } = DEMO_IDS.forms;
const FORM_PAGE = `/form-qr-code?id=${published}`;
const DRAFT_PAGE = `/form-qr-code?id=${draft}`;

async function demoCertificate(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get(
    demoUrl(`/demo/media/viewer/activity/${HASH}/token/${uploaded}/certificate`),
  );
  return ((await response.json()) as { certificate: { url: string; fileName: string } })
    .certificate;
}

async function demoForm(request: import('@playwright/test').APIRequestContext, id: string) {
  const response = await request.get(demoUrl(`/demo/forms/v1/respondent/form/${id}`));
  return (await response.json()) as { title: string; url: string; isPublished: boolean };
}

test.describe('certificate', () => {
  test('shows the uploaded certificate with a download button; on a phone', async ({
    page,
    request,
  }) => {
    const certificate = await demoCertificate(request);
    const activity = await demoActivity(request, HASH);
    await expectFitsPhoneWithoutAxeViolations(page, certificatePage(uploaded));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.certificate.heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText(activity.name)).toBeVisible();

    const image = page.getByRole('img', { name: ru.certificate.imageAlt });
    await expect(image).toHaveAttribute('src', certificate.url);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    const download = page.getByRole('link', { name: ru.certificate.download });
    await expect(download).toHaveAttribute('href', certificate.url);
    await expect(download).toHaveAttribute('download', certificate.fileName);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(certificate.fileName);
    expect((await readFile((await file.path())!, 'utf8')).startsWith('<svg')).toBe(true);
  });

  for (const token of [notUploaded, notFound]) {
    // demo-nocert's page is also the phone check's.
    const onPhone = token === notUploaded;
    test(`says it has not been uploaded (${token})${onPhone ? '; on a phone' : ''}`, async ({
      page,
    }) => {
      if (onPhone) await expectFitsPhoneWithoutAxeViolations(page, certificatePage(token));
      else await page.goto(certificatePage(token));
      await expect(page.getByText(ru.errors.CERTIFICATE_NOT_FOUND)).toBeVisible();
      await expect(
        page.getByRole('heading', { name: ru.certificate.notUploadedTitle }),
      ).toBeVisible();
      await page.goto(certificatePage(token, '/en'));
      await expect(
        page.getByText('The certificate has not been uploaded to the event.'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: en.certificate.download })).toHaveCount(0);
    });
  }

  test('a bad, malformed or missing token gets the catalogue text; on a phone', async ({
    page,
  }) => {
    const onPhone = certificatePage('unknown-token', '/en');
    await expectFitsPhoneWithoutAxeViolations(page, onPhone);
    for (const path of [onPhone, certificatePage('..', '/en'), `/en/certificate?hash=${HASH}`]) {
      if (path !== onPhone) await page.goto(path);
      await expect(page.locator('main').getByRole('alert')).toContainText(en.errors.TOKEN_INVALID);
      await expect(page.getByRole('heading', { name: en.certificate.badLinkTitle })).toBeVisible();
    }
  });

  test('a failing upstream shows the catalogue text with a retry', async ({ page }) => {
    const path = `/certificate?hash=${DEMO_IDS.faults.broken}&token=${uploaded}`;
    await page.goto(path);
    const alert = page.locator('main').getByRole('alert');
    await expect(alert).toContainText(ru.errors.UNEXPECTED);
    await expect(alert.getByRole('link', { name: ru.errors.retry })).toHaveAttribute('href', path);
  });

  test('an unknown event is the not-found page (404); no hash answers 404', async ({
    page,
    request,
  }) => {
    const response = await page.goto(
      `/certificate?hash=${DEMO_IDS.faults.missing}&token=${uploaded}`,
    );
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: ru.notFound.title })).toBeVisible();
    expect((await request.get(`/certificate?token=${uploaded}`)).status()).toBe(404);
  });
});

test.describe('form QR code', () => {
  // The Russian form page's checks on one page load: on a phone, as shown, downloaded, copied.
  test('a published form: title, a crisp SVG QR code of its link, and the link itself; on a phone; downloads; copy the form link', async ({
    page,
    context,
    request,
  }) => {
    const form = await demoForm(request, published);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expectFitsPhoneWithoutAxeViolations(page, FORM_PAGE);
    await expect(page).toHaveTitle(`${ru.titles.formQrCode} — ${form.title}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.title);

    const qr = page.getByRole('img', { name: `QR-код ссылки на форму «${form.title}»` });
    await expect(qr).toBeVisible();
    const svg = qr.locator('svg');
    await expect(svg).toHaveAttribute('viewBox', /^0 0 \d+ \d+$/);
    const path = await svg.locator('path').last().getAttribute('d');
    expect(path?.length ?? 0).toBeGreaterThan(200);
    const box = await svg.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(Math.abs(box!.width - box!.height)).toBeLessThan(1);

    await expect(page.getByText(form.url, { exact: true })).toBeVisible();
    const open = page.getByRole('link', { name: /Открыть форму/ });
    await expect(open).toHaveAttribute('href', form.url);

    await test.step('download as SVG and as PNG', async () => {
      const [svgFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: ru.formQr.downloadSvg }).click(),
      ]);
      expect(svgFile.suggestedFilename()).toBe(`form-qr-${published}.svg`);
      const svg = await readFile((await svgFile.path())!, 'utf8');
      expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);

      const [pngFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: ru.formQr.downloadPng }).click(),
      ]);
      expect(pngFile.suggestedFilename()).toBe(`form-qr-${published}.png`);
      const png = await readFile((await pngFile.path())!);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      // IHDR width and height: the 1024 px export.
      expect(png.readUInt32BE(16)).toBe(1024);
      expect(png.readUInt32BE(20)).toBe(1024);
      expect(png.length).toBeGreaterThan(1000);
    });

    await test.step('copy the form link: success and a refused clipboard', async () => {
      await page.getByRole('button', { name: ru.formQr.copyLink }).click();
      await expect(page.getByText(ru.notices.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(form.url);

      const refused = await context.newPage();
      await refused.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
        });
      });
      await refused.goto(`/en${FORM_PAGE}`);
      await refused.getByRole('button', { name: en.formQr.copyLink }).click();
      await expect(refused.getByText(en.errors.copyFailed)).toBeVisible();
    });
  });

  test('an unpublished form says so, without the title or a QR code; on a phone', async ({
    page,
    request,
  }) => {
    const form = await demoForm(request, draft);
    expect(form.isPublished).toBe(false);
    await expectFitsPhoneWithoutAxeViolations(page, DRAFT_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.formQr.unpublished.title);
    await expect(page).toHaveTitle(`${ru.titles.formQrCode} — ${BRANDS.default.name}`);
    await expect(page.getByText(form.title)).toHaveCount(0);
    await expect(page.locator('svg[viewBox]').filter({ has: page.locator('path') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: ru.formQr.unpublished.reload })).toHaveAttribute(
      'href',
      DRAFT_PAGE,
    );
    await page.goto(`/en${DRAFT_PAGE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.formQr.unpublished.title);
  });

  test('in English; on a phone', async ({ page, request }) => {
    const form = await demoForm(request, published);
    await expectFitsPhoneWithoutAxeViolations(page, `/en${FORM_PAGE}`);
    await expect(page).toHaveTitle(`${en.titles.formQrCode} — ${form.title}`);
    await expect(page.getByRole('button', { name: en.formQr.downloadPng })).toBeVisible();
  });

  test('an unknown form is the not-found page (404); a malformed id answers 404', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/form-qr-code?id=no-such-form');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: ru.notFound.title })).toBeVisible();
    expect((await request.get('/form-qr-code?id=a%2Fb')).status()).toBe(404);
    expect((await request.get('/form-qr-code')).status()).toBe(404);
  });
});

test.describe('certificate and form QR on a phone and for assistive technology', () => {
  // The other pages of this check are loaded once with the test that checks more on them: the
  // uploaded, not uploaded and bad-token certificates, and the form pages.
  test(`${certificatePage(uploaded, '/en')} fits 375 px and has no serious or critical axe violations`, async ({
    page,
  }) => {
    await expectFitsPhoneWithoutAxeViolations(page, certificatePage(uploaded, '/en'));
  });
});
