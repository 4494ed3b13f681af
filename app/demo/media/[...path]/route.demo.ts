import { demoOnly, toDemoRequest, toResponse } from '@/demo/http';
import { handleMediaRequest } from '@/demo/media-api';

/** The embedded media API (docs/upstream-api.md, section 2) and its pictures under `assets/`. */
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

async function serve(request: Request, { params }: Context): Promise<Response> {
  return demoOnly(async () => {
    const { path } = await params;
    return toResponse(await handleMediaRequest(await toDemoRequest(request, path)));
  });
}

export async function GET(request: Request, context: Context) {
  return serve(request, context);
}

export async function POST(request: Request, context: Context) {
  return serve(request, context);
}
