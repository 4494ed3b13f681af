import type { ToplistEntry } from '@/lib/api/schemas';

export type RatingEntry = Pick<ToplistEntry, 'place' | 'name' | 'score'> & { avatar?: string };

export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

export function sharesPlace(entries: readonly RatingEntry[], index: number): boolean {
  const place = entries[index]?.place;
  return (
    place !== undefined &&
    (entries[index - 1]?.place === place || entries[index + 1]?.place === place)
  );
}
