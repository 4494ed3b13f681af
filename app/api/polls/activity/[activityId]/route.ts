import { pollByActivityResponse } from '@/lib/polls/route';

/** The polls page's refresh when it was opened with `?activityId=`; see lib/polls/route. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ activityId: string }> },
) {
  const { activityId } = await params;
  return pollByActivityResponse(activityId);
}
