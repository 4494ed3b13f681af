import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * What the browser costs each spec: its pages (each a new browser page: the `page` fixture, or
 * `newPage`) and its page loads (`goto`, `reload`, back/forward), read from the API steps the
 * runner reports. Navigations a click or form causes are not counted. CI writes it next to the
 * JSON report (test-results/page-loads.json), so a change in cost shows per spec.
 */

const NAVIGATION =
  /^(?:page\.(?:goto|reload|goBack|goForward)\b|(?:Navigate to|Reload|Go back|Go forward)\b)/;
const NEW_PAGE = /^(?:(?:browserContext|browser)\.newPage\b|Create page\b)|^(?:fixture: )?page$/;

interface SpecCost {
  tests: number;
  browserTests: number;
  pages: number;
  loads: number;
}

export default class PageLoadsReporter implements Reporter {
  private readonly specs = new Map<string, SpecCost>();
  private readonly usedPage = new Set<string>();
  private readonly titles = new Map<string, number>();

  constructor(private readonly options: { outputFile?: string } = {}) {}

  private cost(test: TestCase): SpecCost {
    const file = path.basename(test.location.file);
    let cost = this.specs.get(file);
    if (!cost) {
      cost = { tests: 0, browserTests: 0, pages: 0, loads: 0 };
      this.specs.set(file, cost);
    }
    return cost;
  }

  onStepBegin(test: TestCase, _result: TestResult, step: TestStep) {
    if (step.category !== 'pw:api' && step.category !== 'fixture') return;
    const kind = step.title.replace(/["(].*$/s, '').slice(0, 40);
    this.titles.set(kind, (this.titles.get(kind) ?? 0) + 1);
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

  onTestEnd(test: TestCase) {
    this.cost(test).tests += 1;
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
      }),
      { tests: 0, browserTests: 0, pages: 0, loads: 0 },
    );
    const file = this.options.outputFile ?? 'test-results/page-loads.json';
    const steps = Object.fromEntries([...this.titles].sort(([, a], [, b]) => b - a));
    writeFileSync(file, JSON.stringify({ total, specs, steps }, null, 2));
  }
}
