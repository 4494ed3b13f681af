import { toQuestion } from './model';

const item = {
  id: '201-4',
  createdAt: '2026-12-03T10:00:00+03:00',
  author: { name: 'Кирилл Сидоров' },
  payload: { text: 'Какой CDN?', isQuestion: true, isAnswered: true, likes: 14 },
};

describe('toQuestion', () => {
  it('keeps only what the page shows', () => {
    expect(toQuestion(item)).toEqual({
      id: '201-4',
      author: 'Кирилл Сидоров',
      text: 'Какой CDN?',
      createdAt: '2026-12-03T10:00:00+03:00',
      isAnswered: true,
      likes: 14,
    });
  });

  it('defaults the optional flags', () => {
    const question = toQuestion({ ...item, payload: { text: 'Q' } });
    expect(question.isAnswered).toBe(false);
    expect(question.likes).toBe(0);
    expect(toQuestion({ ...item, payload: { text: 'Q', likes: -3.5 } }).likes).toBe(0);
  });
});
