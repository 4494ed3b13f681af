import { eventsVersion } from './events-version';

const event = (id: number, name: string) => ({
  eventID: id,
  name,
  eventStart: '2026-12-03T10:00:00+03:00',
});

describe('eventsVersion', () => {
  it('is the same for the same events, also after a trip through JSON', () => {
    const events = [event(1, 'Открытие'), { ...event(2, 'Доклад'), description: undefined }];
    expect(eventsVersion(JSON.parse(JSON.stringify(events)))).toBe(eventsVersion(events));
  });

  it('changes with any event field, the order or the count', () => {
    const events = [event(1, 'Открытие'), event(2, 'Доклад')];
    const base = eventsVersion(events);
    expect(eventsVersion([event(1, 'Открытие'), event(2, 'Доклад!')])).not.toBe(base);
    expect(eventsVersion([event(2, 'Доклад'), event(1, 'Открытие')])).not.toBe(base);
    expect(eventsVersion(events.slice(0, 1))).not.toBe(base);
    expect(eventsVersion([])).toMatch(/^0-[0-9a-z]+$/);
  });
});
