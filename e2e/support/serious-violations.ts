import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

/**
 * axe-core's serious and critical findings on the page as it is now, frames included, one line
 * each. axe is evaluated once in every frame and awaited there: @axe-core/playwright's builder
 * evaluated its 650 kB twice in the top frame (about a second per check on this machine) and
 * gave each frame one second to take it, so on a busy runner a slow frame went unchecked.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    const top = frame === page.mainFrame();
    // A child frame that navigates away or detaches meanwhile is no longer part of the page.
    await frame.evaluate(AXE_SOURCE).catch((error: unknown) => {
      if (top || !frame.isDetached()) throw error;
    });
  }
  const results = await page.evaluate(() =>
    window.axe!.run(document, { resultTypes: ['violations'], iframes: true }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
