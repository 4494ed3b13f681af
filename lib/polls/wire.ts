import { pollBody } from '@/lib/api/served';
import type { Poll } from '@/lib/api/schemas';
import type { BodyParser } from '@/lib/api/transport';

/** The polls refresh route's `{ poll }` body, checked with the served schema (lib/api/served.ts). */
export const pollBodyParser: BodyParser<Poll | null> = {
  safeParse(value) {
    const parsed = pollBody.safeParse(value);
    return parsed.success ? { success: true, data: parsed.data.poll } : { success: false };
  },
};
