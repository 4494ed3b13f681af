import { pollByHashResponse } from '@/lib/polls/route';
import { withRequestId } from '@/lib/log/log.mjs';
import { foreignEventResponse } from '@/lib/routing/tenant';

/** The polls page's refresh (BFF); logic and tests in lib/polls/route. */
export async function GET(request: Request, { params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  return withRequestId(
    request,
    async () => (await foreignEventResponse(request, { hash })) ?? pollByHashResponse(hash),
  );
}
