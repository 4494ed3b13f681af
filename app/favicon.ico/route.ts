import { getBrand } from '@/lib/brand';
import { BRAND_FILES } from '@/lib/cache/periods.mjs';

/** For clients that ask for `/favicon.ico` without reading the icon links: never a 404. */
export function GET(request: Request) {
  return new Response(null, {
    status: 308,
    headers: {
      Location: new URL(getBrand().icons.favicon, request.url).pathname,
      'Cache-Control': `public, max-age=${BRAND_FILES.favicon}`,
    },
  });
}
