import { CLIENT_NAMESPACES, pickClientMessages } from '@/i18n/client-messages';
import en from './en.json';
import ru from './ru.json';

type Tree = { [key: string]: string | Tree };

function strings(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : strings(value),
  );
}

describe('client message namespaces', () => {
  it.each([
    ['ru', ru],
    ['en', en],
  ] as const)(
    '%s: hold plain strings only (the browser formats without an ICU parser)',
    (_, messages) => {
      const client = pickClientMessages(messages);
      expect(Object.keys(client)).toEqual([...CLIENT_NAMESPACES]);
      for (const text of strings(client as unknown as Tree)) expect(text).not.toMatch(/[{}]/);
    },
  );
});
