// The deployment the e2e suite and the benchmarks run: the product's production build, made and
// started with its upstreams set, and the demo server (demo/server, docs/demo.md) as those
// upstreams, on an origin of its own. Plain ESM: playwright.config.ts, scripts/e2e-build.mjs and
// the benchmarks import it.
import { demoServices } from '../../scripts/lib/demo-server.mjs';

/**
 * The site's port (`E2E_PORT`, default 3100), the demo server's (`E2E_DEMO_PORT`, next one) and
 * the asset host's (`E2E_CDN_PORT`, the one after).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? E2E_PORT + 1);
export const E2E_CDN_PORT = Number(process.env.E2E_CDN_PORT ?? E2E_PORT + 2);

export const SITE_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const DEMO_ORIGIN = `http://127.0.0.1:${E2E_DEMO_PORT}`;
/** The suite's asset host: deploy/nginx/cdn.conf on nginx (e2e/support/cdn-server.mjs). */
export const CDN_ORIGIN = `http://127.0.0.1:${E2E_CDN_PORT}`;

/** The suite's services: its build is made with them and every server it starts inherits them. */
export const DEPLOYMENT_ENV = demoServices(DEMO_ORIGIN);

/**
 * The suite's build and servers: the services, and `CDN_URL` on the asset host, so every browser
 * test loads the build's files through it (one build per run, decision 1163). The benchmarks
 * keep DEPLOYMENT_ENV alone and never reuse such a build (scripts/bench/common.mjs).
 */
export const SUITE_ENV = { ...DEPLOYMENT_ENV, CDN_URL: CDN_ORIGIN };

/** The file scripts/e2e-build.mjs leaves in the dist dir: its build names the suite's asset host. */
export const E2E_BUILD_NOTE = 'e2e-asset-host';
