import { demoOnly, jsonResponse as json } from '@/demo/http';
import { isUnpublishedHash, programmeState, publishProgramme } from '@/demo/media/programme';

/**
 * Publishes the programme of a `demo-unpublished-<suffix>` copy while its pages are open, for the
 * e2e spec of a programme that appears live (e2e/landing-visitor.spec.ts). Demo mode only, like
 * every demo route; it touches nothing but that copy.
 *
 * `POST { "hash": "demo-unpublished-x" }` → `{ hash, hallId, published: true }`
 * `GET ?hash=demo-unpublished-x` → `{ hash, hallId, published }`, read only.
 */
export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 1024;

const badHash = () =>
  json(400, { error: 'BAD_REQUEST', message: 'hash must be demo-unpublished-<suffix>' });

export async function GET(request: Request): Promise<Response> {
  return demoOnly(() => {
    const hash = new URL(request.url).searchParams.get('hash') ?? '';
    return isUnpublishedHash(hash) ? json(200, programmeState(hash)) : badHash();
  });
}

export async function POST(request: Request): Promise<Response> {
  return demoOnly(async () => {
    const text = await request.text().catch(() => '');
    if (text.length > MAX_BODY_BYTES) return badHash();
    let hash: unknown;
    try {
      hash = (JSON.parse(text) as { hash?: unknown } | null)?.hash;
    } catch {
      return json(400, { error: 'BAD_REQUEST', message: 'body must be JSON' });
    }
    return typeof hash === 'string' && isUnpublishedHash(hash)
      ? json(200, publishProgramme(hash))
      : badHash();
  });
}
