import { pollByHashResponse } from '@/lib/polls/route';

/** The polls page's refresh (BFF); logic and tests in lib/polls/route. */
export async function GET(_request: Request, { params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  return pollByHashResponse(hash);
}
