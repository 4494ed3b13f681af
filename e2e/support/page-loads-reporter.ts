import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * What the browser costs each spec: its pages (each a new browser page: the `page` fixture, or
 * `newPage`) and its page loads (`goto`, `reload`, back/forward), read from the API steps the
 * runner reports. Navigations a click or form causes are not counted. CI writes it next to the
 * JSON report (test-results/page-loads.json), so a change in cost shows per spec, and prints the
 * ten specs with the most summed test time (retries included: a flake's cost is real).
 */

const NAVIGATION =
  /^(?:page\.(?:goto|reload|goBack|goForward)\b|(?:Navigate|Reload|Go back|Go forward)\b)/;
const NEW_PAGE = /^(?:(?:browserContext|browser)\.newPage\b|Create page\b)|^(?:fixture: )?page$/;

interface SpecCost {
  tests: number;
  browserTests: number;
  pages: number;
  loads: number;
  durationMs: number;
}

export default class PageLoadsReporter implements Reporter {
  private readonly specs = new Map<string, SpecCost>();
  private readonly usedPage = new Set<string>();

  constructor(private readonly options: { outputFile?: string } = {}) {}

  private cost(test: TestCase): SpecCost {
    const file = path.basename(test.location.file);
    let cost = this.specs.get(file);
    if (!cost) {
      cost = { tests: 0, browserTests: 0, pages: 0, loads: 0, durationMs: 0 };
      this.specs.set(file, cost);
    }
    return cost;
  }

  onStepBegin(test: TestCase, result: TestResult, step: TestStep) {
    // A retry's cost is the flake's, not the spec's.
    if (result.retry > 0) return;
    if (step.category !== 'pw:api' && step.category !== 'fixture') return;
    const cost = this.cost(test);
    if (NAVIGATION.test(step.title)) cost.loads += 1;
    if (NEW_PAGE.test(step.title)) {
      cost.pages += 1;
      if (!this.usedPage.has(test.id)) {
        this.usedPage.add(test.id);
        cost.browserTests += 1;
      }
    }
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const cost = this.cost(test);
    if (result.retry === 0) cost.tests += 1;
    cost.durationMs += result.duration;
  }

  onEnd() {
    const specs = Object.fromEntries(
      [...this.specs].sort(([, a], [, b]) => b.loads - a.loads || b.pages - a.pages),
    );
    const total = [...this.specs.values()].reduce(
      (sum, cost) => ({
        tests: sum.tests + cost.tests,
        browserTests: sum.browserTests + cost.browserTests,
        pages: sum.pages + cost.pages,
        loads: sum.loads + cost.loads,
        durationMs: sum.durationMs + cost.durationMs,
      }),
      { tests: 0, browserTests: 0, pages: 0, loads: 0, durationMs: 0 },
    );
    const slowest = [...this.specs]
      .sort(([, a], [, b]) => b.durationMs - a.durationMs)
      .slice(0, 10);
    const lines = slowest.map(
      ([file, cost]) =>
        `  ${(cost.durationMs / 1000).toFixed(1).padStart(7)} s  ${String(cost.tests).padStart(3)} tests  ${file}`,
    );
    console.log(`\nThe ten slowest specs (summed test time):\n${lines.join('\n')}`);
    const file = this.options.outputFile ?? 'test-results/page-loads.json';
    writeFileSync(file, JSON.stringify({ total, specs }, null, 2));
  }
}
