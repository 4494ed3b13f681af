export const E2E_PORT: number;
export const E2E_DEMO_PORT: number;
export const SITE_ORIGIN: string;
export const DEMO_ORIGIN: string;
export const DEPLOYMENT_ENV: import('../../scripts/lib/demo-server.mjs').DemoServiceUrls;
