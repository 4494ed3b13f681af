import 'server-only';
import { z } from 'zod';
import { ERROR_CODES, httpStatusFor, toApiError } from '@/lib/api/errors';
import { TOKEN_PATTERN } from '@/lib/api/schemas';
import { checkAssign, setPortalUnsubscribe, setUnsubscribe } from '@/lib/api/viewer';
import type { SettingsBody, UnsubscribeBody } from '@/lib/api/served';
import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';
import { readBoundedText } from '@/lib/http/bounded-body';
import type { SubscriptionAction } from './client';

// The browser never talks to the upstream; answers are personal and never stored.

/** @internal */
export const MAX_REQUEST_BYTES = 2048;

const BAD_REQUEST = 'BAD_REQUEST';
const UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE';
const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE';

const tokenField = z.string().regex(TOKEN_PATTERN);

const unsubscribeBodySchema = z.object({ token: tokenField, unsubscribe: z.boolean() }).strict();

const settingsBodySchema = z
  .object({ token: tokenField, optinCareer: z.boolean(), optinAdv: z.boolean() })
  .strict();

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE_HEADERS });
}

function failure(code: string, status: number): Response {
  return json({ error: code }, status);
}

type ParsedBody = { ok: true; value: unknown } | { ok: false; response: Response };

/** The JSON content type forces a CORS preflight on a cross-site post, which is never granted. */
async function readJsonBody(request: Request): Promise<ParsedBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, response: failure(UNSUPPORTED_MEDIA_TYPE, 415) };
  }
  const text = await readBoundedText(request, MAX_REQUEST_BYTES);
  if (text === undefined) return { ok: false, response: failure(PAYLOAD_TOO_LARGE, 413) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: failure(BAD_REQUEST, 400) };
  }
}

function invalidBody(issues: z.core.$ZodIssue[]): Response {
  const tokenIssue = issues.some((issue) => issue.path[0] === 'token');
  return tokenIssue ? failure(ERROR_CODES.TOKEN_INVALID, 400) : failure(BAD_REQUEST, 400);
}

async function perform(action: SubscriptionAction, body: unknown): Promise<Response> {
  if (action === 'settings') {
    const parsed = settingsBodySchema.safeParse(body);
    if (!parsed.success) return invalidBody(parsed.error.issues);
    const user = await checkAssign(parsed.data);
    // The viewer's e-mail and id stay out of the answer.
    return json({
      user: {
        unsubscribed: user.unsubscribed,
        optinCareer: user.optinCareer ?? false,
        optinAdv: user.optinAdv ?? false,
      },
    } satisfies SettingsBody);
  }
  const parsed = unsubscribeBodySchema.safeParse(body);
  if (!parsed.success) return invalidBody(parsed.error.issues);
  const save = action === 'portal' ? setPortalUnsubscribe : setUnsubscribe;
  return json({ unsubscribe: await save(parsed.data) } satisfies UnsubscribeBody);
}

export async function subscriptionRouteResponse(
  request: Request,
  action: SubscriptionAction,
): Promise<Response> {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  try {
    return await perform(action, body.value);
  } catch (error) {
    const apiError = toApiError(error, 'viewer');
    return failure(apiError.code, httpStatusFor(apiError));
  }
}
