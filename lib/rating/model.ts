import type { ToplistEntry } from '@/lib/api/schemas';
import type { BodyParser } from '@/lib/api/transport';

/** The attendee rating (the game's toplist) as the page and its refresh route carry it. */
export type RatingEntry = Pick<ToplistEntry, 'place' | 'name' | 'score'> & { avatar?: string };

/** Up to two letters for the avatar placeholder: 'Анна Смирнова' → 'АС', 'cher' → 'C'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/** True when the entry shares its place with a neighbour (competition ranking). */
export function sharesPlace(entries: readonly RatingEntry[], index: number): boolean {
  const place = entries[index]?.place;
  return (
    place !== undefined &&
    (entries[index - 1]?.place === place || entries[index + 1]?.place === place)
  );
}

function isEntry(value: unknown): value is RatingEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.place === 'number' &&
    typeof entry.name === 'string' &&
    typeof entry.score === 'number' &&
    (entry.avatar === undefined ||
      (typeof entry.avatar === 'string' && /^https?:\/\//i.test(entry.avatar)))
  );
}

/** The refresh route's `{ toplist }` body; hand-written because it runs in the browser. */
export const ratingBodyParser: BodyParser<RatingEntry[]> = {
  safeParse(value) {
    const toplist =
      typeof value === 'object' && value !== null && 'toplist' in value ? value.toplist : undefined;
    return Array.isArray(toplist) && toplist.every(isEntry)
      ? { success: true, data: toplist }
      : { success: false };
  },
};
