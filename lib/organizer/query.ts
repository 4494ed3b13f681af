import { z } from 'zod';
import { FORM_ID_PATTERN, HASH_PATTERN, ID_PATTERN } from '@/lib/api/schemas';

/**
 * Query-string inputs of the organizer and visitor utility pages (docs/routes.md lists them), each
 * read by its page with `readQuery` (lib/query). A required input that is missing or does not fit
 * is the not-found page, never a call with junk in it; the few optional ones say what they do
 * instead.
 */

const hash = z.string().regex(HASH_PATTERN);
const positiveId = z
  .string()
  .regex(ID_PATTERN)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

export const streamKeysQuerySchema = z.object({ id: positiveId });
export const hashQuerySchema = z.object({ hash });
export const formQrQuerySchema = z.object({ id: z.string().regex(FORM_ID_PATTERN) });

/**
 * The certificate page reads its own query (docs/routes.md). The token is checked later, so a
 * malformed one gets the same "check the link" text as an unknown one instead of a bare 404.
 */
export const certificateQuerySchema = z.object({ hash, token: z.string().optional() });

/**
 * The subscription pages' link: the viewer's token and, on `/email_subscriptions`, the event's
 * hash. Neither is required here: the loader answers a missing or malformed one with "check the
 * link" (lib/subscriptions/load), never a 404. An empty value reads as absent.
 */
const asGiven = z
  .string()
  .optional()
  .transform((value) => value || undefined);
export const subscriptionQuerySchema = z.object({ token: asGiven, hash: asGiven });

/** The event whose live data a page shows: its hash or its numeric activity id. */
export type ActivityTarget = { hash: string } | { activityId: number };

/**
 * `?hash=`, or `?activityId=` so a poll or rating can be shown for an activity reached without a
 * landing hash (the demo's per-type polls, DEMO_IDS.polls). The hash wins when both are given; a
 * malformed value of either is rejected rather than silently ignored.
 */
export const activityTargetQuerySchema = z
  .object({ hash: hash.optional(), activityId: positiveId.optional() })
  .transform((query, context): ActivityTarget => {
    if (query.hash !== undefined) return { hash: query.hash };
    if (query.activityId !== undefined) return { activityId: query.activityId };
    context.addIssue({ code: 'custom', message: 'hash or activityId is required' });
    return z.NEVER;
  });

/** The locale-free public path of a page with its query, for canonical URLs and retry links. */
export function pagePath(
  route: string,
  query: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${route}?${search}` : route;
}

/** The query that names `target` again (`hash=…` or `activityId=…`). */
export function targetQuery(target: ActivityTarget): Record<string, string | number> {
  return 'hash' in target ? { hash: target.hash } : { activityId: target.activityId };
}
