import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element (it carries its fiber), so the island's effects —
 * timers included — have started. Fast-forwarding a fake clock before that moment advances
 * nothing, which is how a clock test turns flaky on a slow machine.
 */
export async function waitForHydration(island: Locator) {
  await expect
    .poll(
      () =>
        island.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        ),
      { message: 'the island hydrates', timeout: 15_000 },
    )
    .toBe(true);
  // Passive effects run in a task after the hydration commit; let that task go first.
  await island.page().waitForTimeout(100);
}
