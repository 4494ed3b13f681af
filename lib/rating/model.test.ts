import { initials, sharesPlace, type RatingEntry } from './model';

describe('initials', () => {
  it.each([
    ['Анна Смирнова', 'АС'],
    ['Анна Мария Смирнова', 'АМ'],
    ['  cher  ', 'C'],
    ['ñandú ëlla', 'ÑË'],
    ['', ''],
  ])('%p → %p', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('sharesPlace', () => {
  const entries: RatingEntry[] = [
    { place: 1, name: 'A', score: 10 },
    { place: 2, name: 'B', score: 9 },
    { place: 2, name: 'C', score: 9 },
    { place: 4, name: 'D', score: 8 },
  ];

  it('is true for entries sharing their place with a neighbour', () => {
    expect(entries.map((_, index) => sharesPlace(entries, index))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(sharesPlace(entries, 9)).toBe(false);
  });
});
