export const E2E_PORT: number;
export const E2E_DEMO_PORT: number;
export const E2E_CDN_PORT: number;
export const SITE_ORIGIN: string;
export const DEMO_ORIGIN: string;
export const CDN_ORIGIN: string;
export const DEPLOYMENT_ENV: import('../../scripts/lib/demo-server.mjs').DemoServiceUrls;
export const SUITE_ENV: import('../../scripts/lib/demo-server.mjs').DemoServiceUrls & {
  CDN_URL: string;
};
export const E2E_BUILD_NOTE: string;
