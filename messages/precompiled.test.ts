import compile from 'icu-minify/compile';
import { IntlMessageFormat } from 'intl-messageformat';
import { createTranslator } from 'next-intl';
import en from './en.json';
import ru from './ru.json';

// As in the app (next.config.mjs): next-intl's plugin swaps use-intl's formatter for the one that
// reads only precompiled messages, with no ICU parser.
jest.mock('use-intl/format-message', () =>
  jest.requireActual('use-intl/format-message/format-only'),
);

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

/** What next-intl's catalog loader makes of a catalogue: every message compiled by icu-minify. */
function precompile(tree: Tree): unknown {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? compile(value) : precompile(value),
    ]),
  );
}

/** Numbers that reach every plural form of both locales, thousands and fractions. */
const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1234, 1.5];

function argumentNames(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]!))];
}

describe('precompiled catalogues', () => {
  it.each([
    ['ru', ru],
    ['en', en],
  ] as const)('%s: every message reads as the ICU parser reads its source', (locale, source) => {
    const t = createTranslator({
      locale,
      messages: precompile(source) as typeof ru,
      onError: (error) => {
        throw error;
      },
    });
    for (const [key, text] of leaves(source)) {
      const names = argumentNames(text);
      const samples =
        names.length === 0
          ? [{}]
          : NUMBERS.map((n) => Object.fromEntries(names.map((name) => [name, n])));
      for (const values of samples) {
        const expected = String(new IntlMessageFormat(text, locale).format(values));
        expect(`${key}: ${t(key as never, values as never)}`).toBe(`${key}: ${expected}`);
      }
    }
  });

  it('picks the Russian plural forms', () => {
    const t = createTranslator({
      locale: 'ru',
      messages: precompile(ru) as typeof ru,
      namespace: 'questions',
    });
    expect([1, 2, 5, 21, 1234].map((count) => t('count', { count }))).toEqual([
      '1 вопрос',
      '2 вопроса',
      '5 вопросов',
      '21 вопрос',
      '1\u00a0234 вопроса',
    ]);
  });
});
