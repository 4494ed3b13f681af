import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { demoActivity } from './support/demo';
import {
  element,
  elements,
  expectStatus,
  headMetadata,
  headingText,
  servedPage,
} from './support/html';
import { seriousViolations } from './support/serious-violations';

const ONLINE = DEMO_IDS.hashes.online;
const OFFLINE = DEMO_IDS.hashes.offline;

const TITLES = {
  ru: {
    program: 'Программа',
    materials: 'Материалы',
    links: 'Ссылки',
    speakers: 'Спикеры',
    faq: 'Вопросы и ответы',
    location: 'Место проведения',
    partners: 'Партнёры',
  },
  en: {
    program: 'Program',
    materials: 'Materials',
    links: 'Links',
    speakers: 'Speakers',
    faq: 'FAQ',
    location: 'Location',
    partners: 'Partners',
  },
} as const;
type Chapter = keyof (typeof TITLES)['ru'];

/** demo-online is online: everything but the location has content. */
const ONLINE_CHAPTERS: Chapter[] = ['program', 'materials', 'links', 'speakers', 'faq', 'partners'];

test.describe('event site', () => {
  test('the index links the chapters that have content', async ({ request, baseURL }) => {
    const activity = await demoActivity(request, ONLINE);
    const served = await servedPage(request, `/site?hash=${ONLINE}`);
    const head = headMetadata(served.html);
    expect(head.title).toBe(activity.name);
    expect(headingText(served.markup, 1)).toBe(activity.name);
    expect(head.canonical).toBe(`${baseURL}/site?hash=${ONLINE}`);
    const cards = elements(served.markup, 'a', 'data-testid="chapter-card"');
    expect(cards).toHaveLength(ONLINE_CHAPTERS.length);
    for (const [index, chapter] of ONLINE_CHAPTERS.entries()) {
      expect(cards[index]?.text).toContain(TITLES.ru[chapter]);
    }
    // The site's footer, as on the landing (decision 1212).
    expect(served.markup).toMatch(/<footer\b[^>]*aria-label="Подвал сайта"/);
  });

  test('the index card opens its chapter in the browser', async ({ page, baseURL }) => {
    await page.goto(`/site?hash=${ONLINE}`);
    await page.getByTestId('chapter-card').filter({ hasText: TITLES.ru.faq }).click();
    await expect(page).toHaveURL(`${baseURL}/site/faq?hash=${ONLINE}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  // Each chapter as served: its card on the index links it; title, canonical, og:title and the
  // current section in the navigation are in its HTML.
  for (const chapter of ONLINE_CHAPTERS) {
    test(`the index links the ${chapter} chapter, served with its title and canonical`, async ({
      request,
      baseURL,
    }) => {
      const activity = await demoActivity(request, ONLINE);
      const href = `/site/${chapter}?hash=${ONLINE}`;
      const index = await servedPage(request, `/site?hash=${ONLINE}`);
      const card = elements(index.markup, 'a', 'data-testid="chapter-card"').find((link) =>
        link.text.includes(TITLES.ru[chapter]),
      );
      expect(card?.attributes.get('href')).toBe(href);

      const served = await servedPage(request, href);
      expect(served.status).toBe(200);
      const meta = headMetadata(served.html);
      expect(meta.title).toBe(`${TITLES.ru[chapter]} — ${activity.name}`);
      expect(meta.canonical).toBe(`${baseURL}${href}`);
      expect(meta.ogTitle).toBe(`${TITLES.ru[chapter]} — ${activity.name}`);
      const nav = element(served.markup, 'nav[^>]*aria-label="Разделы сайта мероприятия"');
      expect(nav, 'chapter navigation').not.toBeNull();
      // The phone's disclosure and the desk's row list the same links, one of them displayed.
      const current = elements(served.markup, 'a', 'aria-current="page"');
      expect(current.map((link) => [link.text, link.attributes.get('href')])).toEqual([
        [TITLES.ru[chapter], href],
        [TITLES.ru[chapter], href],
      ]);
      expect(headingText(served.markup, 2)).toBeTruthy();
      expect(served.markup).toContain('<footer');
    });
  }

  test('chapters reuse the landing blocks and are server-rendered', async ({ request }) => {
    const program = await (await request.get(`/site/program?hash=${ONLINE}`)).text();
    expect(program).toContain('id="schedule"');
    expect(program).toContain('Открытие конференции');
    const speakers = await (await request.get(`/site/speakers?hash=${ONLINE}`)).text();
    expect(speakers).toContain('<article class="speaker-card"');
    const faq = await (await request.get(`/site/faq?hash=${ONLINE}`)).text();
    expect(faq).toContain('<details class="faq-item"');
    const partners = await (await request.get(`/site/partners?hash=${ONLINE}`)).text();
    expect(partners).toContain('class="partner-tile"');
    const location = await (await request.get(`/site/location?hash=${OFFLINE}`)).text();
    expect(location).toContain('ул. Баумана, 15');
  });

  test('materials list the programme file and the session slides; links the session links', async ({
    page,
  }) => {
    await page.goto(`/en/site/materials?hash=${ONLINE}`);
    await expect(page).toHaveTitle(/^Materials — /);
    const groups = page.getByTestId('materials-group');
    await expect(groups.first()).toContainText('For the whole event');
    await expect(
      groups.first().getByRole('link', { name: /Программа конференции/ }),
    ).toHaveAttribute('target', '_blank');
    expect(await groups.count()).toBeGreaterThan(1);

    await page.goto(`/en/site/links?hash=${ONLINE}`);
    await expect(page.getByTestId('links-group').getByRole('link').first()).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });

  test('an offline event has a location chapter; English titles and canonical', async ({
    page,
    baseURL,
    request,
  }) => {
    const activity = await demoActivity(request, OFFLINE);
    await page.goto(`/en/site?hash=${OFFLINE}`);
    await page.getByTestId('chapter-card').filter({ hasText: 'Location' }).click();
    await expect(page).toHaveTitle(`Location — ${activity.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/en/site/location?hash=${OFFLINE}`,
    );
    await expect(page.getByTestId('location-text')).toContainText('Казань');
  });

  for (const path of [
    `/site/agenda?hash=${ONLINE}`,
    `/site/location?hash=${ONLINE}`,
    `/site/program/agenda?hash=${ONLINE}`,
    `/site/agenda/program?hash=${ONLINE}`,
    // The last chapter is shown, and this one has no content for an online event.
    `/site/program/location?hash=${ONLINE}`,
    `/site?hash=${DEMO_IDS.faults.missing}`,
    `/site/program?hash=bad%20hash`,
    '/site',
    `/en/site/unknown?hash=${ONLINE}`,
  ]) {
    test(`${path} is the 404 page`, async ({ request }) => {
      await expectStatus(request, path, 404);
    });
  }

  test('a deeper path of chapters is the page of its last chapter, canonical at its own URL', async ({
    request,
    baseURL,
  }) => {
    for (const [path, chapter, marker] of [
      [`/site/program/faq?hash=${ONLINE}`, 'faq', '<details class="faq-item"'],
      [`/site/faq/speakers/program?hash=${ONLINE}`, 'program', 'id="schedule"'],
      [`/en/site/links/partners?hash=${ONLINE}`, 'partners', 'class="partner-tile"'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(marker);
      const prefix = path.startsWith('/en/') ? '/en' : '';
      expect(html, path).toContain(
        `<link rel="canonical" href="${baseURL}${prefix}/site/${chapter}?hash=${ONLINE}"/>`,
      );
    }
  });

  test('the layout holds on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of [`/site?hash=${ONLINE}`, `/site/materials?hash=${ONLINE}`]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('event site accessibility', () => {
  // One check per chapter template (one theme: the demo events share the default); the locales
  // take turns, so each is checked on half of them (the markup is the same, the text differs).
  const pages = [
    `/site?hash=${ONLINE}`,
    ...ONLINE_CHAPTERS.map((chapter) => `/site/${chapter}?hash=${ONLINE}`),
    `/site/location?hash=${OFFLINE}`,
  ];
  for (const [index, path] of pages.entries()) {
    const localized = index % 2 === 0 ? path : `/en${path}`;
    test(`${localized} has no serious or critical violations`, async ({ page }) => {
      await page.goto(localized);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
