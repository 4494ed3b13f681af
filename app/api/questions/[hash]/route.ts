import { questionsRouteResponse } from '@/lib/questions/route';

/** The questions page's refresh (BFF); logic and tests in lib/questions/route. */
export async function GET(_request: Request, { params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  return questionsRouteResponse(hash);
}
