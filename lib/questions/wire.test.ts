import type { BodyParser } from '@/lib/api/transport';
import type { Question } from './model';
import { loadQuestionsBodyParser } from './wire';

let questionsBodyParser: BodyParser<Question[]>;
beforeAll(async () => {
  questionsBodyParser = await loadQuestionsBodyParser();
});

const question: Question = {
  id: '201-4',
  author: 'Кирилл Сидоров',
  text: 'Какой CDN?',
  createdAt: '2026-12-03T10:00:00+03:00',
  isAnswered: true,
  likes: 14,
};

describe('questionsBodyParser', () => {
  it('accepts the route body', () => {
    expect(questionsBodyParser.safeParse({ questions: [question] })).toEqual({
      success: true,
      data: [question],
    });
    expect(questionsBodyParser.safeParse({ questions: [] })).toEqual({ success: true, data: [] });
  });

  it.each([
    null,
    [],
    { questions: null },
    { questions: [{ ...question, likes: '1' }] },
    { questions: [{ ...question, createdAt: 'yesterday' }] },
    { questions: [{ ...question, id: undefined }] },
    { questions: [question, { ...question, isAnswered: 'yes' }] },
  ])('rejects %p', (body) => {
    expect(questionsBodyParser.safeParse(body).success).toBe(false);
  });
});
