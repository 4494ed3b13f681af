import { pollByHashResponse } from '@/lib/polls/route';
import { withRequestId } from '@/lib/log/log.mjs';
import { foreignEventResponse } from '@/lib/routing/tenant';

export async function GET(request: Request, { params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  return withRequestId(
    request,
    async () => (await foreignEventResponse(request, { hash })) ?? pollByHashResponse(hash),
  );
}
