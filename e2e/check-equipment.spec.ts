import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import config from '../playwright.config';
import { seriousViolations } from './support/serious-violations';

/**
 * A steady 440 Hz tone (16-bit mono WAV) for the fake microphone: its default short beeps can fall
 * between the meter's frames on a loaded machine, and a voice does not.
 */
function toneFile(): string {
  const rate = 48_000;
  const samples = rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(
      Math.round(0.4 * 32767 * Math.sin((2 * Math.PI * 440 * i) / rate)),
      44 + i * 2,
    );
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fake-mic-')), 'tone.wav');
  writeFileSync(file, wav);
  return file;
}

// Chromium's fake camera and microphone, accepted without a prompt; the config's browser and
// flags stay as they are.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${toneFile()}`,
    ],
  },
});

interface MediaFailure {
  name: string;
  devices: MediaDeviceKind[];
}

/** Init script: every getUserMedia call fails the way a browser does for `name`. */
function failMedia({ name, devices }: MediaFailure) {
  const media = navigator.mediaDevices;
  media.getUserMedia = () => Promise.reject(new DOMException('refused in test', name));
  media.enumerateDevices = async () =>
    devices.map((kind) => ({ kind, deviceId: '', groupId: '', label: '', toJSON: () => ({}) }));
}

test.describe('camera and microphone', () => {
  test('fake devices: preview, level meter and release', async ({ page }) => {
    await page.goto('/en/test');
    await page.getByRole('button', { name: 'Check the camera and microphone' }).click();
    await expect(page.getByTestId('camera-status')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('microphone-status')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('camera-status')).toContainText('Camera: works');

    const preview = page.getByLabel('Camera preview');
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth))
      .toBeGreaterThan(0);

    // The fake microphone plays a tone: the meter moves and the page says it hears us.
    const meter = page.getByRole('meter', { name: 'Microphone level' });
    await expect
      .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(page.getByTestId('mic-heard')).toHaveText('We hear you: the microphone works.', {
      timeout: 10_000,
    });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Turn off the camera and microphone' }).click();
    await expect(preview).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Check the camera and microphone' }),
    ).toBeVisible();
  });

  test('denied access is explained for both devices', async ({ page }) => {
    const denied: MediaFailure = { name: 'NotAllowedError', devices: ['audioinput', 'videoinput'] };
    await page.addInitScript(failMedia, denied);
    await page.goto('/test');
    await page.getByRole('button', { name: 'Проверить камеру и микрофон' }).click();
    await expect(page.getByTestId('camera-status')).toHaveAttribute('data-status', 'denied');
    await expect(page.getByTestId('camera-status')).toContainText('Камера: доступ запрещён');
    await expect(page.getByTestId('microphone-status')).toContainText('Микрофон: доступ запрещён');
    await expect(page.getByRole('button', { name: 'Проверить ещё раз' })).toBeVisible();
    await expect(page.getByTestId('camera-preview')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('missing devices are explained', async ({ page }) => {
    const missing: MediaFailure = { name: 'NotFoundError', devices: [] };
    await page.addInitScript(failMedia, missing);
    await page.goto('/en/test');
    await page.getByRole('button', { name: 'Check the camera and microphone' }).click();
    await expect(page.getByTestId('camera-status')).toContainText(
      'Camera: not found. Connect a camera and check again.',
    );
    await expect(page.getByTestId('microphone-status')).toHaveAttribute('data-status', 'missing');
  });
});

test.describe('speakers, speed and browser', () => {
  // Each locale's /test is loaded once: its checks as steps, then axe after them ran.
  test('/en/test: the current browser is recognised among the five; the test sound plays and asks whether it was heard; the download speed is measured against the product and compared with the advice; no serious or critical violations after the checks ran', async ({
    page,
  }) => {
    const downloads: { url: string; cacheControl?: string }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/speed-test')) {
        downloads.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
      }
    });
    await page.goto('/en/test');

    await test.step('the current browser is recognised among the five', async () => {
      const browsers = page.getByRole('region', { name: 'Recommended browsers' });
      await expect(browsers.getByRole('listitem')).toHaveCount(5);
      await expect(page.getByTestId('current-browser')).toContainText(
        /You are using Google Chrome \d+ — one of the recommended browsers\./,
      );
      const current = browsers.locator('li[data-current]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText('Google Chrome');
      await expect(current).toContainText('your browser');
    });

    await test.step('the test sound plays and asks whether it was heard', async () => {
      await page.getByRole('button', { name: 'Play the test sound' }).click();
      await expect(page.getByTestId('speaker-status')).toHaveText(
        'Did you hear three rising notes? If not, check the volume and the selected output device.',
      );
      await expect(page.getByRole('button', { name: 'Play again' })).toBeVisible();
    });

    await test.step('the download speed is measured against the product and compared with the advice', async () => {
      await page.getByRole('button', { name: 'Measure the speed' }).click();
      const result = page.getByTestId('speed-result');
      await expect(result).toContainText(/Download speed: [\d.,]+ Mbit\/s/, { timeout: 20_000 });
      // On localhost the link is fast: the Full HD verdict.
      await expect(result).toContainText('Enough for Full HD 1080p.');
      expect(downloads.length).toBeGreaterThan(0);
      for (const download of downloads) expect(download.cacheControl).toBe('no-store');
      await expect(page.getByRole('button', { name: 'Measure again' })).toBeVisible();
    });

    await test.step('/en/test has no serious or critical violations after the checks ran', async () => {
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test('/test: the Russian result uses the Russian units; no serious or critical violations after the checks ran', async ({
    page,
  }) => {
    await page.goto('/test');
    await page.getByRole('button', { name: 'Измерить скорость' }).click();
    await page.getByTestId('speaker-check').getByRole('button').click();
    await expect(page.getByTestId('speed-result')).toContainText(
      /Скорость загрузки: [\d\s,]+ Мбит\/с/,
      {
        timeout: 20_000,
      },
    );
    await test.step('/test has no serious or critical violations after the checks ran', async () => {
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test('the speed-test route sends N bounded bytes, never cached', async ({ request }) => {
    const response = await request.get('/api/speed-test?bytes=12345');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect((await response.body()).byteLength).toBe(12345);
    expect((await request.get(`/api/speed-test?bytes=${5 * 1024 * 1024 + 1}`)).status()).toBe(400);
    expect((await request.get('/api/speed-test?bytes=abc')).status()).toBe(400);
  });
});
