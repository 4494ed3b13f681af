import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { BRANDS } from '../lib/brand/brands';
import { ROUTES } from '../lib/routing/routes.mjs';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { demoActivity } from './support/demo';
import { LOCALES, localized } from './support/embed-pages';
import { headMetadata, servedPage } from './support/html';

/**
 * Every page names itself in its `<title>` (decision 1210): "<page> — <event>", the brand only
 * where no event is known, and never the bare brand name, in either language and whatever the
 * page's state (content, empty, failed link, not found).
 */

const MESSAGES = { ru, en } as const;
const BRAND = BRANDS.default.name;
const { online, offline, missing } = { ...DEMO_IDS.hashes, ...DEMO_IDS.faults };
const { certificateTokens: certs, forms, subscriptionTokens: tokens } = DEMO_IDS;

const PAGES = [
  `/max?hash=${online}`,
  `/landing?hash=${offline}`,
  `/mid?hash=${online}`,
  `/min?hash=${online}`,
  `/platform?hash=${online}`,
  `/meetings?hash=${online}`,
  `/new-dion?hash=${online}`,
  `/order?hash=${online}&orderId=order-1`,
  `/order-invoice?hash=${online}&orderId=order-1`,
  `/site?hash=${online}`,
  `/site/program?hash=${online}`,
  `/questions?hash=${online}`,
  `/polls?hash=${online}`,
  `/polls?activityId=${DEMO_IDS.polls.none}`,
  `/participants-rating?hash=${online}`,
  `/randomizer?hash=${online}`,
  `/certificate?hash=${online}&token=${certs.uploaded}`,
  `/certificate?hash=${online}&token=${certs.notFound}`,
  `/certificate?hash=${online}&token=bad%20token`,
  `/form-qr-code?id=${forms.published}`,
  `/form-qr-code?id=${forms.draft}`,
  `/stream-keys?id=${DEMO_IDS.streamKeys}`,
  `/email_subscriptions?token=${tokens.subscribed}&hash=${online}`,
  `/portal_subscriptions?token=${tokens.subscribed}`,
  '/test',
  // Not found: an unknown path, event, chapter, and a page without its required input.
  '/no-such-page',
  `/max?hash=${missing}`,
  `/questions?hash=${missing}`,
  `/site/nowhere?hash=${online}`,
  '/platform',
];

test.describe('page titles as served', () => {
  test('the list names every route of the table', () => {
    const listed = new Set(PAGES.map((page) => `/${page.split(/[/?]/)[1]}`));
    for (const route of Object.values(ROUTES)) expect(listed, route.path).toContain(route.path);
  });

  for (const locale of LOCALES) {
    test(`${locale}: no page is titled with the bare brand name`, async ({ request }) => {
      const bare: string[] = [];
      for (const page of PAGES) {
        const path = localized(page, locale);
        const { title, ogTitle } = headMetadata((await servedPage(request, path)).html);
        expect(title?.trim(), `${path} has a title`).toBeTruthy();
        if (title === BRAND || ogTitle === BRAND) bare.push(path);
      }
      expect(bare, 'pages titled with the brand alone').toEqual([]);
    });

    test(`${locale}: a page of an event is "<page> — <event>", the brand where none is known`, async ({
      request,
    }) => {
      const t = MESSAGES[locale];
      const { name } = await demoActivity(request, online);
      const expected: Record<string, string> = {
        [`/questions?hash=${online}`]: `${t.questions.heading} — ${name}`,
        [`/polls?hash=${online}`]: `${t.polls.heading} — ${name}`,
        [`/certificate?hash=${online}&token=${certs.uploaded}`]: `${t.certificate.heading} — ${name}`,
        [`/platform?hash=${online}`]: `${t.titles.platform} — ${name}`,
        [`/form-qr-code?id=${forms.draft}`]: `${t.titles.formQrCode} — ${BRAND}`,
        '/test': `${t.testPage.title} — ${BRAND}`,
      };
      for (const [page, title] of Object.entries(expected)) {
        const path = localized(page, locale);
        expect(headMetadata((await servedPage(request, path)).html).title, path).toBe(title);
      }
    });
  }
});
