import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { ISLAND_MESSAGES, pickMessages, type MessagePath } from './client-messages';

describe('pickMessages', () => {
  it('copies the namespaces and messages at the paths, in the catalogue’s shape', () => {
    expect(pickMessages(en, ['notFound', 'titles.links', 'activity.type.online'])).toEqual({
      notFound: en.notFound,
      titles: { links: 'Links' },
      activity: { type: { online: 'Online' } },
    });
  });

  it('leaves the catalogue as it is when paths overlap', () => {
    const before = JSON.stringify(ru);
    const picked = pickMessages(ru, ['polls', 'polls.types', 'errors.retry', 'errors.default']);
    expect(picked).toEqual({
      polls: ru.polls,
      errors: { retry: ru.errors.retry, default: ru.errors.default },
    });
    expect(JSON.stringify(ru)).toBe(before);
  });

  it('throws for a path the catalogue lacks', () => {
    expect(() => pickMessages(en, ['polls.missing' as MessagePath])).toThrow(
      'No message at polls.missing',
    );
  });
});

describe('client messages', () => {
  const sizeOf = (value: unknown) => JSON.stringify(value).length;

  it.each(Object.entries(ISLAND_MESSAGES))(
    '%s: resolve in both locales, each path once, a small part of the catalogue',
    (_, paths) => {
      for (const path of paths)
        expect(paths.filter((other) => other === path || path.startsWith(`${other}.`))).toEqual([
          path,
        ]);
      for (const messages of [ru, en])
        expect(sizeOf(pickMessages(messages, paths))).toBeLessThan(sizeOf(messages) / 4);
    },
  );
});
