import { ratingByHashResponse } from '@/lib/rating/route';

/** The participants-rating page's refresh (BFF); logic and tests in lib/rating/route. */
export async function GET(_request: Request, { params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  return ratingByHashResponse(hash);
}
