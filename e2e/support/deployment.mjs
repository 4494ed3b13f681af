// The deployment the e2e suite and the benchmarks run: the product's production build, made and
// started with its upstreams set, and the demo server (demo/server, docs/demo.md) as those
// upstreams, on an origin of its own. Plain ESM: playwright.config.ts, scripts/e2e-build.mjs and
// the benchmarks import it.
import { demoServices } from '../../scripts/lib/demo-server.mjs';

/** The site's port (`E2E_PORT`, default 3100) and the demo server's (`E2E_DEMO_PORT`, next one). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? E2E_PORT + 1);

export const SITE_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const DEMO_ORIGIN = `http://127.0.0.1:${E2E_DEMO_PORT}`;

/** The suite's services: its build is made with them and every server it starts inherits them. */
export const DEPLOYMENT_ENV = demoServices(DEMO_ORIGIN);
