/**
 * The helpers in scripts/lib are native ES modules (they find the checkout through
 * `import.meta.url`) shared with the benchmarks. Playwright compiles a spec's static imports to
 * `require()`, which cannot evaluate `import.meta`; a dynamic `import()` stays native, so specs
 * load them through these functions (types still come from the `.d.mts` files).
 */
export const serverHelpers = () => import('../../scripts/lib/server.cjs');
export const nginxHelpers = () => import('../../scripts/lib/nginx.mjs');
