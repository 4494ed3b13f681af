import { jsonResponse } from '../http';
import { isUnpublishedHash, programmeState, publishProgramme } from '../media/programme';

/**
 * `/demo/media/control/programme`: publishes the programme of a `demo-unpublished-<suffix>` copy
 * while its pages are open, for the e2e spec of a programme that appears live
 * (e2e/landing-visitor.spec.ts). It touches nothing but that copy.
 *
 * `POST { "hash": "demo-unpublished-x" }` → `{ hash, hallId, published: true }`
 * `GET ?hash=demo-unpublished-x` → `{ hash, hallId, published }`, read only.
 */

const MAX_BODY_BYTES = 1024;

const badHash = () =>
  jsonResponse(400, { error: 'BAD_REQUEST', message: 'hash must be demo-unpublished-<suffix>' });

export function readProgramme(request: Request): Response {
  const hash = new URL(request.url).searchParams.get('hash') ?? '';
  return isUnpublishedHash(hash) ? jsonResponse(200, programmeState(hash)) : badHash();
}

export async function publish(request: Request): Promise<Response> {
  const text = await request.text().catch(() => '');
  if (text.length > MAX_BODY_BYTES) return badHash();
  let hash: unknown;
  try {
    hash = (JSON.parse(text) as { hash?: unknown } | null)?.hash;
  } catch {
    return jsonResponse(400, { error: 'BAD_REQUEST', message: 'body must be JSON' });
  }
  return typeof hash === 'string' && isUnpublishedHash(hash)
    ? jsonResponse(200, publishProgramme(hash))
    : badHash();
}
