import { demoOnly, toDemoRequest, toResponse } from '@/demo/http';
import { handleFormsRequest } from '@/demo/forms-api';

/** The embedded forms API (docs/upstream-api.md, section 3) and the respondent pages forms link to. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return demoOnly(async () => {
    const { path } = await params;
    return toResponse(handleFormsRequest(await toDemoRequest(request, path)));
  });
}
