import { z } from 'zod';
import { flag, optionalText, readQuery } from './read-query';

const schema = z.object({
  id: z.string().regex(/^\d+$/),
  isShown: flag,
  note: optionalText(/^[a-z]+$/),
});

describe('readQuery', () => {
  it('parses the query with the page schema, ignoring unknown parameters', () => {
    expect(readQuery({ id: '7', isShown: 'yes', note: ' abc ', utm: 'x' }, schema)).toEqual({
      id: '7',
      isShown: 'yes',
      note: 'abc',
    });
  });

  it('is undefined only when a required input is missing or malformed', () => {
    expect(readQuery({}, schema)).toBeUndefined();
    expect(readQuery({ id: 'seven' }, schema)).toBeUndefined();
    expect(readQuery({ id: '7', note: 'NOT VALID!' }, schema)).toEqual({
      id: '7',
      isShown: undefined,
      note: undefined,
    });
  });

  it('reads every repeated parameter by its last value', () => {
    expect(readQuery({ id: ['x', '8'], isShown: ['1', ''], note: ['a', 'b'] }, schema)).toEqual({
      id: '8',
      isShown: undefined,
      note: 'b',
    });
    expect(readQuery({ id: ['8', 'x'] }, schema)).toBeUndefined();
  });

  it('takes a __proto__ key as plain data', () => {
    const query = JSON.parse('{"id":"1","__proto__":"x"}') as Record<string, string>;
    expect(readQuery(query, schema)).toEqual({ id: '1', isShown: undefined, note: undefined });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
