import { calendarFeedResponse } from '@/lib/schedule/feed';

// Cached per path like the OG card; the request (host, query) is never read.

// Literals for Next, checked by lib/cache/periods.test.ts.
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
