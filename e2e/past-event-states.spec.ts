import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { countTestId, elements, servedPage } from './support/html';

/**
 * A completed event's pages as served (issue 37, "states are true everywhere"): no control
 * offers registration or a calendar entry, the banner carries the status and says the event has
 * ended. demo-online (current) is the control: the same checks find the controls there, so an
 * assertion that nothing is there cannot pass on a page that lost them for another reason.
 */

const COMPLETED = DEMO_IDS.hashes.completed;
const CURRENT = DEMO_IDS.hashes.online;

/** Links that take a visitor to registration: the header's button and the drawer's entry. */
const REGISTER_HREF = /href="#(?:platform-widget|registration-section)"/;

for (const variant of ['max', 'landing', 'mid'] as const) {
  test(`/${variant} of a completed event offers no registration and says it has ended`, async ({
    request,
  }) => {
    const page = await servedPage(request, `/${variant}?hash=${COMPLETED}`);
    expect(page.status).toBe(200);
    expect(page.markup).not.toMatch(REGISTER_HREF);
    expect(elements(page.markup, 'a', 'header-register')).toEqual([]);
    expect(elements(page.markup, 'li', 'data-testid="status-pill"')[0]?.text).toBe('Завершено');
    expect(elements(page.markup, 'p', 'data-testid="event-over"')[0]?.text).toBe(
      'Мероприятие завершилось Регистрация закрыта',
    );
    // The header's place of the button (wide screens).
    expect(countTestId(page.markup, 'header-registration-closed')).toBe(1);
    expect(page.text).not.toContain('Зарегистрироваться');
  });
}

test('the programme of a completed event offers no "add to calendar"', async ({ request }) => {
  for (const variant of ['max', 'landing']) {
    const page = await servedPage(request, `/${variant}?hash=${COMPLETED}`);
    expect(page.markup).toContain('id="schedule"');
    expect(page.text).not.toContain('Добавить в календарь');
    expect(page.markup).not.toContain('calendar.google.com');
  }
});

test('a current event keeps its register button, calendar entries and status', async ({
  request,
}) => {
  const page = await servedPage(request, `/max?hash=${CURRENT}`);
  expect(page.status).toBe(200);
  expect(page.markup).toMatch(REGISTER_HREF);
  expect(elements(page.markup, 'a', 'header-register')).toHaveLength(1);
  expect(elements(page.markup, 'li', 'data-testid="status-pill"')[0]?.text).toBe('Идёт сейчас');
  expect(countTestId(page.markup, 'event-over')).toBe(0);
  expect(countTestId(page.markup, 'header-registration-closed')).toBe(0);
  expect(page.text).toContain('Добавить в календарь');
  expect(page.markup).toContain('calendar.google.com');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const [hash, offered] of [
    [COMPLETED, false],
    [CURRENT, true],
  ] as const) {
    test(`the menu drawer of ${hash} ${offered ? 'has' : 'has no'} register entry`, async ({
      page,
    }) => {
      await page.goto(`/max?hash=${hash}`);
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      const drawer = page.getByRole('dialog', { name: 'Меню' });
      await expect(drawer.getByRole('link', { name: 'Программа' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Регистрация' })).toHaveCount(offered ? 1 : 0);
      if (!offered) {
        await expect(page.getByTestId('event-over')).toBeVisible();
      }
    });
  }
});
