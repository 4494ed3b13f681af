import { pollByHashResponse } from '@/lib/polls/route';
import { withRequestId } from '@/lib/log/log.mjs';

/** The polls page's refresh (BFF); logic and tests in lib/polls/route. */
export async function GET(request: Request, { params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  return withRequestId(request, () => pollByHashResponse(hash));
}
