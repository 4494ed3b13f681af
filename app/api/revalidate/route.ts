import { revalidateTag } from 'next/cache';
import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';
import { getConfig } from '@/lib/config';
import { readBoundedText } from '@/lib/http/bounded-body';
import { log, withRequestId } from '@/lib/log/log.mjs';
import { countTagRevalidations } from '@/lib/metrics';
import {
  revalidateBodySchema,
  SECRET_HEADER,
  secretMatches,
  tagsFor,
} from '@/lib/revalidate/request';

// Tags expire at once (`expire: 0`); without REVALIDATE_SECRET the endpoint does not exist.
export const dynamic = 'force-dynamic';

const MAX_REVALIDATE_BYTES = 1024;

function answer(status: number, body: Record<string, unknown>) {
  return Response.json(body, { status, headers: NO_STORE_HEADERS });
}

export function POST(request: Request) {
  return withRequestId(request, () => revalidate(request));
}

async function revalidate(request: Request) {
  const secret = getConfig().REVALIDATE_SECRET;
  if (!secret) return answer(404, { error: 'NOT_FOUND' });
  if (!secretMatches(request.headers.get(SECRET_HEADER), secret)) {
    return answer(401, { error: 'UNAUTHORIZED' });
  }

  const text = await readBoundedText(request, MAX_REVALIDATE_BYTES);
  if (text === undefined) return answer(413, { error: 'PAYLOAD_TOO_LARGE' });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(400, { error: 'BAD_REQUEST', detail: 'body must be JSON' });
  }
  const parsed = revalidateBodySchema.safeParse(json);
  if (!parsed.success) {
    return answer(400, {
      error: 'BAD_REQUEST',
      detail: parsed.error.issues[0]?.message ?? 'invalid body',
    });
  }

  const tags = tagsFor(parsed.data);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  countTagRevalidations(tags.length);
  log('info', 'revalidation', { trigger: 'tag', tags });
  return answer(200, { revalidated: tags, now: Date.now() });
}
