import { ratingByActivityResponse } from '@/lib/rating/route';

/** The rating page's refresh when it was opened with `?activityId=`; see lib/rating/route. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ activityId: string }> },
) {
  const { activityId } = await params;
  return ratingByActivityResponse(activityId);
}
