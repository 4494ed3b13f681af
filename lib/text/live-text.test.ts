import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { fillText, formatNumber, formatPlural, pluralText } from './live-text';

const tRu = createTranslator({ locale: 'ru', messages: ru, namespace: 'questions' });
const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'questions' });

describe('pluralText and formatPlural', () => {
  const ruCount = pluralText('ru', (count) => tRu('count', { count }));
  const enCount = pluralText('en', (count) => tEn('count', { count }));

  it('keeps one form per plural category of the locale', () => {
    expect(ruCount.forms).toEqual({
      one: '{count} вопрос',
      few: '{count} вопроса',
      many: '{count} вопросов',
      other: '{count} вопроса',
    });
    expect(enCount.forms).toEqual({ one: '{count} question', other: '{count} questions' });
  });

  it('formats exactly like the ICU message would', () => {
    for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1480, 1.5]) {
      expect(formatPlural(ruCount, count)).toBe(tRu('count', { count }));
      expect(formatPlural(enCount, count)).toBe(tEn('count', { count }));
    }
  });

  it('falls back to "other" and then to the bare number', () => {
    expect(formatPlural({ locale: 'ru', forms: { other: 'x {count}' } }, 1)).toBe('x 1');
    expect(formatPlural({ locale: 'en', forms: {} }, 1234)).toBe('1,234');
  });
});

describe('fillText', () => {
  it('replaces known placeholders and leaves the rest', () => {
    expect(fillText('Question {index} of {total}', { index: 1, total: '3' })).toBe(
      'Question 1 of 3',
    );
    expect(fillText('{a} {b}', { a: 'x' })).toBe('x {b}');
    expect(fillText('{toString}', {})).toBe('{toString}');
  });
});

describe('formatNumber', () => {
  it('follows the locale', () => {
    expect(formatNumber('ru', 1480)).toBe('1\u00a0480');
    expect(formatNumber('en', 0.48, { style: 'percent' })).toBe('48%');
  });
});
