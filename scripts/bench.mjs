#!/usr/bin/env node
// The benches' one entry: `node scripts/bench.mjs <scenario> [flags]`, a scenario module per
// bench under scripts/bench/ (docs/benchmarks.md describes each, its flags, figures and budgets).
const SCENARIOS = ['speed', 'lighthouse', 'fleet', 'flood', 'faults'];

const [scenario, ...args] = process.argv.slice(2);
if (!SCENARIOS.includes(scenario)) {
  console.error(`usage: node scripts/bench.mjs <${SCENARIOS.join('|')}> [flags]`);
  process.exit(2);
}
const { run } = await import(`./bench/${scenario}.mjs`);
await run(args);
