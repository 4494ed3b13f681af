import { createTranslator } from 'next-intl';
import { loadMessages, mergeMessages } from '@/i18n/messages';
import en from './en.json';
import ru from './ru.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

/** A value for every `{argument}` of a message, so formatting itself is what gets checked. */
function sampleValues(text: string): Record<string, string | number> {
  const names = [...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:,|\})/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, 2]));
}

const ruLeaves = new Map(leaves(ru));
const enLeaves = new Map(leaves(en));

describe('message catalogues', () => {
  it('have the same keys in Russian and English', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...ruLeaves.keys()].sort());
  });

  it('use the Russian plural forms one/few/many/other and the English one/other', () => {
    for (const [key, text] of ruLeaves) {
      if (!text.includes('plural,')) continue;
      for (const form of ['one {', 'few {', 'many {', 'other {'])
        expect(`${key}: ${text}`).toContain(form);
    }
    for (const [key, text] of enLeaves) {
      if (!text.includes('plural,')) continue;
      for (const form of ['one {', 'other {']) expect(`${key}: ${text}`).toContain(form);
    }
  });

  it('pick the right Russian plural form', () => {
    const t = createTranslator({ locale: 'ru', messages: ru, namespace: 'activity' });
    expect(t('durationDays', { count: 1 })).toBe('1 день');
    expect(t('durationDays', { count: 3 })).toBe('3 дня');
    expect(t('durationDays', { count: 5 })).toBe('5 дней');
    expect(t('durationDays', { count: 21 })).toBe('21 день');
    expect(t('durationHours', { count: 12 })).toBe('12 часов');
    expect(t('durationMinutes', { count: 22 })).toBe('22 минуты');
  });

  it('hold the error catalogue and success notices in English', () => {
    expect(en.errors).toMatchObject({
      default: 'Something went wrong',
      WRONG_ACTIVITY_ID: 'Event not found',
      ACTIVITY_NOT_FOUND: 'Event not found. Please refresh the page.',
      UNEXPECTED:
        'Unfortunately, an unexpected error has occurred. Please try refreshing the page or contact the administrator.',
      TOKEN_INVALID: 'Check the link or try reloading the page later',
      CERTIFICATE_NOT_FOUND: 'The certificate has not been uploaded to the event.',
      copyFailed: 'Copy failed',
      eventOver: 'The event has ended',
    });
    expect(en.notices.copied).toBe('Successfully copied');
  });

  it('are valid ICU messages in both locales', () => {
    for (const [locale, messages] of [
      ['ru', ru],
      ['en', en],
    ] as const) {
      const errors: string[] = [];
      const t = createTranslator({
        locale,
        messages,
        onError: (error) => errors.push(error.message),
      });
      for (const [key] of locale === 'ru' ? ruLeaves : enLeaves) {
        t(
          key as never,
          sampleValues(locale === 'ru' ? ruLeaves.get(key)! : enLeaves.get(key)!) as never,
        );
      }
      expect(errors).toEqual([]);
    }
  });
});

describe('loadMessages', () => {
  it('falls back to Russian for keys a locale lacks', async () => {
    const messages = await loadMessages('en');
    expect(messages.errors.default).toBe('Something went wrong');
    expect(Object.keys(messages)).toEqual(Object.keys(ru));
  });
});

describe('mergeMessages', () => {
  it('replaces messages namespace by namespace, a precompiled message (an array) as a whole', () => {
    const base = { a: { plural: [['count', 2, { one: 'one' }]], plain: 'Plain' }, b: 'B' };
    const override = { a: { plural: [['n', 2, { other: 'other' }]] } } as unknown as typeof base;
    expect(mergeMessages(base, override)).toEqual({
      a: { plural: [['n', 2, { other: 'other' }]], plain: 'Plain' },
      b: 'B',
    });
  });
});
