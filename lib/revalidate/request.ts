import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { HASH_PATTERN } from '@/lib/api/schemas';
import { activityTag, eventsTag } from '@/lib/api/readers';

/** Never in the URL: URLs get logged. */
export const SECRET_HEADER = 'x-revalidate-secret';

/** Both are hashed first, so neither timing nor length tells an attacker anything. */
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

export const revalidateBodySchema = z
  .strictObject({
    hash: z.string().regex(HASH_PATTERN).optional(),
    hallId: hallId.optional(),
  })
  .refine((body) => body.hash !== undefined || body.hallId !== undefined, {
    message: 'name a hash or a hallId',
  });

export type RevalidateBody = z.infer<typeof revalidateBodySchema>;

export function tagsFor(body: RevalidateBody): string[] {
  const tags: string[] = [];
  if (body.hash !== undefined) tags.push(activityTag(body.hash));
  if (body.hallId !== undefined) tags.push(eventsTag(body.hallId));
  return tags;
}
