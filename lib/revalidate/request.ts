import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { HASH_PATTERN } from '@/lib/api/schemas';
import { activityTag, eventsTag } from '@/lib/api/readers';

/** The header an organizer's back office sends the secret in (never the URL: URLs get logged). */
export const SECRET_HEADER = 'x-revalidate-secret';

/**
 * Constant-time comparison of the presented secret with the configured one. Both are hashed
 * first, so neither the comparison time nor an early length check tells an attacker anything.
 */
export function secretMatches(presented: string | null | undefined, expected: string): boolean {
  if (!presented) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

const hallId = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
]);

/** `{ hash }`, `{ hallId }` or both: the event whose landing changed, the hall whose schedule did. */
export const revalidateBodySchema = z
  .strictObject({
    hash: z.string().regex(HASH_PATTERN).optional(),
    hallId: hallId.optional(),
  })
  .refine((body) => body.hash !== undefined || body.hallId !== undefined, {
    message: 'name a hash or a hallId',
  });

export type RevalidateBody = z.infer<typeof revalidateBodySchema>;

/** The cache tags the tagged readers (lib/api/readers.ts) put on what this body names. */
export function tagsFor(body: RevalidateBody): string[] {
  const tags: string[] = [];
  if (body.hash !== undefined) tags.push(activityTag(body.hash));
  if (body.hallId !== undefined) tags.push(eventsTag(body.hallId));
  return tags;
}
