import { shortSpeakerName, speakerLine } from './speakers';
import { speakerInput } from '@/test/schedule-fixtures';

type Name = { firstName: string; middleName?: string; lastName: string };

describe('shortSpeakerName', () => {
  it.each<[Name, string]>([
    [{ firstName: 'Анна', middleName: 'Сергеевна', lastName: 'Петрова' }, 'А. С. Петрова'],
    [{ firstName: 'Алексей', middleName: 'Викторович', lastName: 'Иванов' }, 'А. В. Иванов'],
    [{ firstName: 'Anna', lastName: 'Smith' }, 'A. Smith'],
    [{ firstName: 'john', lastName: 'Smith' }, 'J. Smith'],
    [{ firstName: 'Анна-Мария', lastName: 'Ким' }, 'А.-М. Ким'],
    [{ firstName: '', lastName: 'Petrova' }, 'Petrova'],
    [{ firstName: '  Olga ', middleName: ' ', lastName: ' Lee ' }, 'O. Lee'],
  ])('%j → %s', (speaker, expected) => {
    expect(shortSpeakerName(speaker)).toBe(expected);
  });
});

describe('speakerLine', () => {
  it('reads last name, first name, position', () => {
    expect(speakerLine(speakerInput())).toBe('Петрова Анна, CTO');
  });

  it('leaves out a missing position', () => {
    expect(speakerLine(speakerInput({ position: undefined }))).toBe('Петрова Анна');
    expect(speakerLine(speakerInput({ position: ' ' }))).toBe('Петрова Анна');
  });
});
