import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { fill, formatCount } from './client-format';
import { countForms, slot } from './server-format';

// Every count message a client leaf formats in the browser, as the server hands it over.
const COUNT_MESSAGES = [
  'polls.votes',
  'polls.points',
  'polls.totalVotes',
  'polls.ratingsCount',
  'polls.answersCount',
  'questions.count',
  'questions.likes',
  'rating.points',
] as const;

describe.each([
  ['ru', ru],
  ['en', en],
] as const)('count forms (%s)', (locale, messages) => {
  const t = createTranslator({ locale, messages });

  it.each(COUNT_MESSAGES)('%s reads as the catalogue formats it, for every count', (key) => {
    const forms = countForms(locale, (count) => t(key, { count }));
    for (const count of [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1234, 10_001]) {
      expect(formatCount(forms, count, locale)).toBe(t(key, { count }));
    }
  });

  it('fills the slots the server left, as the catalogue does', () => {
    const template = t('questions.position', { index: slot('index'), total: slot('total') });
    expect(fill(template, { index: 3, total: 1234 })).toBe(
      t('questions.position', { index: 3, total: 1234 }),
    );
  });
});

it('keeps a slot it has no value for', () => {
  expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
});
