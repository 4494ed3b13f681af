import { calendarFeedResponse } from '@/lib/schedule/feed';

/**
 * The programme feed (`/api/calendar/<locale>/<hash>.ics`); the logic and its tests live in
 * lib/schedule/feed.ts. Answered like the OG card: from Next's cache per path, regenerated every
 * period in the background; the request (host, query) is never read.
 */

// Must stay literals for Next: the period (lib/cache/periods.test.ts checks it), and feeds
// rendered on first request.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ locale: string; file: string }> {
  return [];
}

type Context = { params: Promise<{ locale: string; file: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, file } = await params;
  return calendarFeedResponse(locale, file);
}
