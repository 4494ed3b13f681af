import { getBrand } from '@/lib/brand';
import { BRAND_FILES } from '@/lib/cache/periods.mjs';
import { THEME_ACCENTS } from '@/lib/theme/themes';

/** `BRAND` is read at run time, so this is no prerendered `manifest.ts`. */
export function GET() {
  const brand = getBrand();
  const manifest = {
    name: brand.name,
    short_name: brand.name,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: THEME_ACCENTS[brand.theme],
    icons: [
      { src: brand.icons.svg, sizes: 'any', type: 'image/svg+xml' },
      { src: brand.icons.png192, sizes: '192x192', type: 'image/png' },
      { src: brand.icons.png512, sizes: '512x512', type: 'image/png' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': `public, max-age=${BRAND_FILES.manifest}`,
    },
  });
}
