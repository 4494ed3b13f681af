import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { demoActivity, demoUrl } from './support/demo';
import { installPausedClock, revealStreamedContent } from './support/clock';
import { expectRefreshEvery } from './support/live-refresh';
import { expectFitsPhoneWithoutAxeViolations } from './support/phone';
import { seriousViolations } from './support/serious-violations';

const { hashes, faults, halls, polls } = DEMO_IDS;
const QUESTIONS = `/questions?hash=${hashes.online}`;
const POLLS = `/polls?hash=${hashes.online}`;
const RATING = `/participants-rating?hash=${hashes.online}`;

/** Playwright's text matching sees Intl's no-break spaces as they are; this makes them plain. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

interface ChatItem {
  id: string;
  createdAt: string;
  author: { name: string };
  payload: { text: string; isQuestion?: boolean; isAnswered?: boolean };
}

async function demoQuestions(request: APIRequestContext, hallId: number) {
  const response = await request.get(
    demoUrl(`/demo/media/chat/room/chat_moder_hist?roomId=${hallId}`),
  );
  const { items } = (await response.json()) as { items: ChatItem[] };
  return items.filter((item) => item.payload.isQuestion).reverse();
}

async function demoPoll(request: APIRequestContext, activityId: number) {
  const response = await request.get(demoUrl(`/demo/media/polls/last/${activityId}`));
  return ((await response.json()) as { poll: { question: string } | null }).poll;
}

async function demoToplist(request: APIRequestContext, activityId: number) {
  const response = await request.get(
    demoUrl(`/demo/media/statistics/game/activity/${activityId}/score`),
  );
  return (
    (await response.json()) as { toplist: { place: number; name: string; avatar?: string }[] }
  ).toplist;
}

/** Matches a refresh route whatever its `beat` parameter. */
const apiPath = (pathname: string) => (url: URL) => url.pathname === pathname;

/** 'HH:mm' of an ISO time in UTC+offset. */
function wallTime(iso: string, offsetHours: number): string {
  const date = new Date(Date.parse(iso) + offsetHours * 3_600_000);
  return date.toISOString().slice(11, 16);
}

const questionItems = (page: Page) =>
  page.getByRole('list', { name: 'Сначала новые' }).getByRole('listitem');

test.describe('questions for the host', () => {
  test('only the questions of the main hall chat, newest first, with author, time and answers marked; on a phone; the presenter view has no serious or critical axe violations', async ({
    page,
    request,
  }) => {
    const questions = await demoQuestions(request, halls.online);
    expect(questions.length).toBeGreaterThan(2);
    await expectFitsPhoneWithoutAxeViolations(page, QUESTIONS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.questions.heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const activity = await demoActivity(request, hashes.online);
    await expect(page.getByText(activity.name)).toBeVisible();

    const items = questionItems(page);
    await expect(items).toHaveCount(questions.length);
    for (const [index, question] of questions.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(question.payload.text);
      await expect(item).toContainText(question.author.name);
      // HH:mm in the platform zone (UTC+3) of the time the page itself received.
      const time = item.locator('time');
      const shown = (await time.getAttribute('datetime'))!;
      expect(Math.abs(Date.parse(shown) - Date.parse(question.createdAt))).toBeLessThan(120_000);
      await expect(time).toHaveText(wallTime(shown, 3));
      await expect(item.getByText(ru.questions.answered)).toHaveCount(
        question.payload.isAnswered ? 1 : 0,
      );
    }
    // Plain chat messages are not questions.
    await expect(page.getByText('Новосибирск, всем привет!')).toHaveCount(0);
    await expect(page.getByText(`${questions.length} вопросов`)).toBeVisible();
    await expect(
      page.getByText('Время указано в часовом поясе мероприятия (UTC+3).'),
    ).toBeVisible();

    await test.step('the presenter view has no serious or critical axe violations', async () => {
      await page.getByRole('button', { name: ru.questions.presenter, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test('an event whose chat has no questions shows the empty state; on a phone', async ({
    page,
  }) => {
    await expectFitsPhoneWithoutAxeViolations(page, `/questions?hash=${hashes.offline}`);
    await expect(page.getByRole('heading', { name: ru.questions.empty.title })).toBeVisible();
    await page.goto(`/en/questions?hash=${hashes.offline}`);
    await expect(page.getByRole('heading', { name: en.questions.empty.title })).toBeVisible();
  });

  test('the presenter view fills the projector in large type, one question at a time; on a phone', async ({
    page,
    request,
  }) => {
    const questions = await demoQuestions(request, halls.online);
    await expectFitsPhoneWithoutAxeViolations(page, `/en${QUESTIONS}`);
    await page.setViewportSize({ width: 1280, height: 720 });
    const toggle = page.getByRole('button', { name: 'Presenter view', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    const dialog = page.getByRole('dialog', { name: en.questions.presenterDialog });
    await expect(dialog).toBeVisible();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    const text = dialog.getByText(questions[0]!.payload.text);
    await expect(text).toBeVisible();
    const fontSize = await text.evaluate((element) =>
      parseFloat(getComputedStyle(element).fontSize),
    );
    expect(fontSize).toBeGreaterThanOrEqual(48);
    await expect(dialog.getByText(`Question 1 of ${questions.length}`)).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(questions[1]!.payload.text)).toBeVisible();
    await dialog.getByRole('button', { name: 'Earlier question' }).click();
    await expect(dialog.getByText(`Question 3 of ${questions.length}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Newer question' }).click();
    await expect(dialog.getByText(questions[1]!.payload.text)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('refreshes every 5 s through the cached route, and keeps the list when that fails', async ({
    page,
    request,
  }) => {
    const api = await request.get(`/api/questions/${hashes.online}`);
    expect(api.headers()['cache-control']).toBe('public, s-maxage=2, stale-while-revalidate=5');

    await installPausedClock(page);
    await page.goto(QUESTIONS);
    await revealStreamedContent(questionItems(page).first());
    const beats = await expectRefreshEvery(page, `/api/questions/${hashes.online}`, 5_000);

    const { questions } = (await api.json()) as { questions: { createdAt: string }[] };
    const fresh = {
      id: 'e2e-1',
      author: 'Новый Зритель',
      text: 'Будет ли запись доклада?',
      createdAt: questions[0]!.createdAt,
      isAnswered: false,
      likes: 0,
    };
    await page.route(apiPath(`/api/questions/${hashes.online}`), (route) =>
      route.fulfill({ json: { questions: [fresh, ...questions] } }),
    );
    await beats.next();
    await expect(questionItems(page).first()).toContainText(fresh.text);

    await page.unrouteAll();
    await page.route(apiPath(`/api/questions/${hashes.online}`), (route) =>
      route.fulfill({ status: 503, json: { error: 'UNEXPECTED' } }),
    );
    await beats.next();
    await expect(page.getByText(/^Не удалось обновить список: К сожалению/)).toBeVisible();
    await expect(questionItems(page).first()).toContainText(fresh.text);
  });

  test('an unreachable upstream: loading first, then the catalogue text with a retry', async ({
    page,
  }) => {
    await page.goto(`/questions?hash=${faults.slow}`, { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: ru.loading })).toBeVisible();
    const alert = page.locator('main').getByRole('alert');
    await expect(alert).toContainText(ru.errors.UNEXPECTED, { timeout: 15_000 });
    await expect(alert.getByRole('link', { name: ru.errors.retry })).toHaveAttribute(
      'href',
      `/questions?hash=${faults.slow}`,
    );
  });

  test('an unknown event is the not-found page; a malformed hash answers 404', async ({
    page,
    request,
  }) => {
    const response = await page.goto(`/questions?hash=${faults.missing}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: ru.notFound.title })).toBeVisible();
    expect((await request.get('/questions?hash=a%20b')).status()).toBe(404);
    expect((await request.get('/questions')).status()).toBe(404);
  });
});

test.describe('poll display', () => {
  const types = Object.entries(polls).filter(([type]) => type !== 'none') as [
    keyof typeof ru.polls.types,
    number,
  ][];

  for (const [type, activityId] of types) {
    // Two of them are also the phone checks' poll pages (the others are in English there).
    const onPhone = type === 'ranked-choice' || type === 'rating-choice';
    test(`shows the results of a ${type} poll${onPhone ? '; on a phone' : ''}`, async ({
      page,
      request,
    }) => {
      const poll = await demoPoll(request, activityId);
      const path = `/polls?activityId=${activityId}`;
      if (onPhone) await expectFitsPhoneWithoutAxeViolations(page, path);
      else await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(poll!.question);
      await expect(page.getByText(ru.polls.types[type], { exact: true })).toBeVisible();
      const rows = page.locator('article li');

      if (type === 'single-choice' || type === 'multiple-choice' || type === 'single-correct') {
        await expect(rows).toHaveCount(4);
        const percents = (await rows.allTextContents()).map((row) =>
          Number(/(\d+)\s?%/.exec(plain(row))?.[1]),
        );
        const sum = percents.reduce((total, value) => total + value, 0);
        if (type === 'multiple-choice') {
          expect(sum).toBeGreaterThan(100);
          await expect(page.getByText(ru.polls.multipleNote)).toBeVisible();
        } else {
          expect(sum).toBe(100);
        }
      }
      if (type === 'single-choice') {
        expect(plain(await rows.first().textContent())).toContain('198 голосов · 48 %');
      }
      if (type === 'single-correct') {
        const correct = page.locator('[data-correct]');
        await expect(correct).toHaveCount(1);
        await expect(correct).toContainText('429');
        await expect(correct).toContainText(ru.polls.correct);
        await expect(page.getByText(ru.polls.closed)).toBeVisible();
      }
      if (type === 'ranked-choice') {
        const scores = (await rows.allTextContents()).map((row) =>
          Number(/(\d+) балл/.exec(plain(row))?.[1]),
        );
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
        expect(plain(await rows.first().textContent())).toContain('1-е место');
      }
      if (type === 'rating-choice') {
        await expect(page.getByTestId('rating-average')).toHaveText('4,3 из 5');
        await expect(rows).toHaveCount(5);
        await expect(rows.first()).toContainText('Оценка 5');
      }
      if (type === 'open-choice') {
        await expect(rows).toHaveCount(4);
        await expect(page.getByText('Ответов: 4')).toBeVisible();
      }
    });
  }

  test('by hash: the event’s last poll, live every 5 s through the cached route', async ({
    page,
    request,
  }) => {
    const api = await request.get(`/api/polls/${hashes.online}`);
    expect(api.headers()['cache-control']).toBe('public, s-maxage=2, stale-while-revalidate=5');
    const { poll } = (await api.json()) as {
      poll: { question: string; options: { votes: number }[]; totalVotes: number };
    };

    await installPausedClock(page);
    await page.goto(POLLS);
    await revealStreamedContent(page.getByRole('heading', { level: 2 }));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(poll.question);
    const beats = await expectRefreshEvery(page, `/api/polls/${hashes.online}`, 5_000);

    const more = {
      ...poll,
      totalVotes: poll.totalVotes + 88,
      options: poll.options.map((option, index) =>
        index === 1 ? { ...option, votes: option.votes + 88 } : option,
      ),
    };
    await page.route(apiPath(`/api/polls/${hashes.online}`), (route) =>
      route.fulfill({ json: { poll: more } }),
    );
    await beats.next();
    await expect(page.getByText('Проголосовали: 500')).toBeVisible();
  });

  test('by activity id: refreshes through the activity route', async ({ page }) => {
    await installPausedClock(page);
    await page.goto(`/polls?activityId=${polls['multiple-choice']}`);
    await revealStreamedContent(page.getByRole('heading', { level: 2 }));
    await expectRefreshEvery(page, `/api/polls/activity/${polls['multiple-choice']}`, 5_000);
  });

  test('"no poll yet" while the event has none; on a phone', async ({ page }) => {
    await expectFitsPhoneWithoutAxeViolations(page, `/polls?activityId=${polls.none}`);
    await expect(page.getByRole('heading', { name: ru.polls.empty.title })).toBeVisible();
    await page.goto(`/en/polls?hash=${hashes.bare}`);
    await expect(page.getByRole('heading', { name: en.polls.empty.title })).toBeVisible();
  });

  test('in English', async ({ page }) => {
    await page.goto(`/en/polls?activityId=${polls['rating-choice']}`);
    await expect(page.getByText(en.polls.types['rating-choice'])).toBeVisible();
    await expect(page.getByTestId('rating-average')).toHaveText('4.3 of 5');
  });

  test('bad input answers 404; an unknown activity is the not-found page', async ({
    page,
    request,
  }) => {
    for (const query of ['', '?activityId=0', '?activityId=abc', '?hash=a%20b']) {
      expect((await request.get(`/polls${query}`)).status()).toBe(404);
    }
    const response = await page.goto('/polls?activityId=999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: ru.notFound.title })).toBeVisible();
  });
});

test.describe('participants rating', () => {
  test('the top list with places, names, scores, avatars or initials; ties keep their order; on a phone', async ({
    page,
    request,
  }) => {
    const toplist = await demoToplist(request, DEMO_IDS.toplist);
    await expectFitsPhoneWithoutAxeViolations(page, RATING);
    await expect(page).toHaveTitle(ru.titles.participantsRating);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.titles.participantsRating);

    const rows = page.getByRole('listitem');
    await expect(rows).toHaveCount(toplist.length);
    const names = await rows.getByTestId('rating-name').allTextContents();
    expect(names).toEqual(toplist.map((entry) => entry.name));
    for (const [index, entry] of toplist.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(`${entry.place} место`);
      await expect(row.locator('img')).toHaveCount(entry.avatar ? 1 : 0);
    }
    // Places 2 and 2: Алина Морозова before Денис Волков, both marked as sharing.
    await expect(rows.nth(1)).toContainText('Алина Морозова');
    await expect(rows.nth(1)).toContainText(ru.rating.tie);
    await expect(rows.nth(2)).toContainText('Денис Волков');
    await expect(rows.nth(2)).toContainText('2 место');
    await expect(rows.nth(3)).not.toContainText(ru.rating.tie);
    expect(plain(await rows.first().textContent())).toContain('1 480 баллов');
    await expect(rows.nth(1)).toContainText('АМ');
  });

  test('refreshes every 10 s through the cached route', async ({ page, request }) => {
    const api = await request.get(`/api/rating/${hashes.online}`);
    expect(api.headers()['cache-control']).toBe('public, s-maxage=5, stale-while-revalidate=10');
    await installPausedClock(page);
    await page.goto(RATING);
    await revealStreamedContent(page.getByRole('listitem').first());
    await expectRefreshEvery(page, `/api/rating/${hashes.online}`, 10_000);
  });

  test('by activity id, and in English', async ({ page }) => {
    await page.goto(`/en/participants-rating?activityId=${DEMO_IDS.toplist}`);
    await expect(page).toHaveTitle(en.titles.participantsRating);
    await expect(page.getByRole('listitem').first()).toContainText('1,480 points');
  });

  test('an event without scores shows the empty state', async ({ page }) => {
    await page.goto(`/participants-rating?hash=${hashes.offline}`);
    await expect(page.getByRole('heading', { name: ru.rating.empty.title })).toBeVisible();
  });
});

test.describe('a failing upstream', () => {
  for (const path of [
    `/polls?hash=${faults.broken}`,
    `/participants-rating?hash=${faults.broken}`,
    `/en/questions?hash=${faults.broken}`,
  ]) {
    test(`${path} shows the catalogue text with a retry`, async ({ page }) => {
      await page.goto(path);
      const alert = page.locator('main').getByRole('alert');
      const messages = path.startsWith('/en') ? en : ru;
      await expect(alert).toContainText(messages.errors.UNEXPECTED);
      await expect(alert.getByRole('link', { name: messages.errors.retry })).toHaveAttribute(
        'href',
        path,
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('live pages on a phone and for assistive technology', () => {
  // The other pages of this check are loaded once with the test that checks more on them:
  // /questions (with its presenter view), /en/questions, /questions of demo-offline, the ranked
  // and rating polls, /polls with no poll, /participants-rating.
  const pages = [
    POLLS,
    `/en/polls?activityId=${polls['single-correct']}`,
    `/en/polls?activityId=${polls['open-choice']}`,
    `/en${RATING}`,
  ];

  for (const path of pages) {
    test(`${path} fits 375 px and has no serious or critical axe violations`, async ({ page }) => {
      await expectFitsPhoneWithoutAxeViolations(page, path);
    });
  }
});
