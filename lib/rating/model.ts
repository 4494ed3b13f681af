import type { ToplistEntry } from '@/lib/api/schemas';

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
