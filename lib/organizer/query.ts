import { z } from 'zod';
import { FORM_ID_PATTERN, HASH_PATTERN, ID_PATTERN } from '@/lib/api/schemas';

// A required input that is missing or malformed is the not-found page, never a call with junk.

const hash = z.string().regex(HASH_PATTERN);
const positiveId = z
  .string()
  .regex(ID_PATTERN)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

export const streamKeysQuerySchema = z.object({ id: positiveId });
export const hashQuerySchema = z.object({ hash });
export const formQrQuerySchema = z.object({ id: z.string().regex(FORM_ID_PATTERN) });

/** The token is checked later, so a malformed one gets "check the link", not a bare 404. */
export const certificateQuerySchema = z.object({ hash, token: z.string().optional() });

/** Not required here: the loader answers a missing token with "check the link", never a 404. */
const asGiven = z
  .string()
  .optional()
  .transform((value) => value || undefined);
export const subscriptionQuerySchema = z.object({ token: asGiven, hash: asGiven });

export type ActivityTarget = { hash: string } | { activityId: number };

/** For activities reached without a landing hash; the hash wins when both are given. */
export const activityTargetQuerySchema = z
  .object({ hash: hash.optional(), activityId: positiveId.optional() })
  .transform((query, context): ActivityTarget => {
    if (query.hash !== undefined) return { hash: query.hash };
    if (query.activityId !== undefined) return { activityId: query.activityId };
    context.addIssue({ code: 'custom', message: 'hash or activityId is required' });
    return z.NEVER;
  });

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

export function targetQuery(target: ActivityTarget): Record<string, string | number> {
  return 'hash' in target ? { hash: target.hash } : { activityId: target.activityId };
}
