import type { BodyParser } from '@/lib/api/transport';
import type { RatingEntry } from './model';
import { loadRatingBodyParser } from './wire';

let ratingBodyParser: BodyParser<RatingEntry[]>;
beforeAll(async () => {
  ratingBodyParser = await loadRatingBodyParser();
});

describe('ratingBodyParser', () => {
  it('accepts the route body, with or without avatars', () => {
    const toplist = [
      { place: 1, name: 'A', score: 10, avatar: 'https://cdn.example/a.png' },
      { place: 2, name: 'B', score: 9 },
    ];
    expect(ratingBodyParser.safeParse({ toplist })).toEqual({ success: true, data: toplist });
  });

  it.each([
    null,
    { toplist: 'x' },
    { toplist: [{ place: '1', name: 'A', score: 1 }] },
    { toplist: [{ place: 1, name: 'A', score: 1, avatar: 'javascript:alert(1)' }] },
    { toplist: [{ place: 1, name: 'A', score: 1, avatar: 7 }] },
  ])('rejects %p', (body) => {
    expect(ratingBodyParser.safeParse(body).success).toBe(false);
  });
});
