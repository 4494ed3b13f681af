import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { servedPage } from './support/html';

/**
 * What the server decides for a landing, read from the served HTML (no browser): the
 * registration block's first paint, the corporate footer and the minimal landing's own
 * background.
 */

const { online, offline, completed, corporate, hybrid } = DEMO_IDS.hashes;

test.describe('registration on a served landing', () => {
  test('an open event offers the button and no closed notice', async ({ request }) => {
    const page = await servedPage(request, `/max?hash=${offline}`);
    expect(page.markup).toContain('id="registration-section"');
    expect(page.markup).not.toContain('data-testid="registration-closed"');
    expect(page.text).not.toContain(ru.errors.registrationClosed);
    // The button, and the dialog it opens without script (command="show-modal").
    expect(page.markup).toMatch(
      /<button[^>]*command="show-modal"[^>]*commandfor="registration-dialog"/,
    );
    expect(page.markup).toMatch(/<dialog[^>]*id="registration-dialog"/);
  });
});

/** The served footer's markup (the landing's `<footer>`), and its text. */
function footer(markup: string) {
  const html = markup.slice(markup.indexOf('<footer'), markup.indexOf('</footer>'));
  expect(html.length).toBeGreaterThan(0);
  const text = html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return { html, text };
}

test.describe('the footer on a served landing', () => {
  const year = new Date().getFullYear();

  test('a corporate event: the support phone and the corporate copyright', async ({ request }) => {
    const page = await servedPage(request, `/max?hash=${corporate}`);
    expect(page.status).toBe(200);
    const { html, text } = footer(page.markup);
    expect(text).toContain(ru.shell.supportPhone.replace('{phone}', '+7 495 123-45-67'));
    expect(html).toContain('href="tel:+74951234567"');
    expect(text).toContain(ru.shell.corporateCopyright.replace('{year}', String(year)));
  });

  test('an ordinary event: its organizer’s copyright, not the corporate one', async ({
    request,
  }) => {
    const page = await servedPage(request, `/en/max?hash=${completed}`);
    const { text } = footer(page.markup);
    expect(text).toContain(`© ${year} Сообщество «Фронтенд Поволжья»`);
    expect(text).not.toContain(en.shell.corporateCopyright.replace('{year}', String(year)));
    // demo-completed has no support phone.
    expect(text).not.toContain(en.shell.supportPhone.replace(' {phone}', ''));
  });
});

test.describe('the custom background', () => {
  const BACKGROUNDS = /\/backgrounds\/min-(light|dark)\.svg/g;

  test('the minimal landing has its own, dark for a dark event', async ({ request }) => {
    const light = await servedPage(request, `/min?hash=${online}`);
    expect(light.markup.match(BACKGROUNDS)).toEqual(['/backgrounds/min-light.svg']);
    const dark = await servedPage(request, `/min?hash=${hybrid}`);
    expect(dark.markup.match(BACKGROUNDS)).toEqual(['/backgrounds/min-dark.svg']);
  });

  for (const path of ['/max', '/landing', '/mid', '/site'])
    test(`${path} has none`, async ({ request }) => {
      const page = await servedPage(request, `${path}?hash=${online}`);
      expect(page.status).toBe(200);
      expect(page.html).not.toMatch(/\/backgrounds\//);
    });
});
