import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const cdnUrl = process.env.CDN_URL?.trim().replace(/\/+$/, '') || undefined;

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  assetPrefix: cdnUrl,
  // Node's own sanitiser dependencies stay server-side; nothing here ships to the browser.
  serverExternalPackages: ['sanitize-html'],
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
