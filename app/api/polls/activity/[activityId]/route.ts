import { pollByActivityResponse } from '@/lib/polls/route';
import { withRequestId } from '@/lib/log/log.mjs';
import { foreignEventResponse } from '@/lib/routing/tenant';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ activityId: string }> },
) {
  const { activityId } = await params;
  return withRequestId(
    request,
    async () =>
      (await foreignEventResponse(request, { activityId })) ?? pollByActivityResponse(activityId),
  );
}
