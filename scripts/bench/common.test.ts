import { BenchRunError, createVerdicts, hasData, NO_DATA, switchOrFail } from './common.mjs';

describe('createVerdicts', () => {
  it('a budget on a count that counted nothing prints no data and fails', () => {
    const verdicts = createVerdicts();
    expect(verdicts.counted(0, true)).toBe(`FAIL (${NO_DATA})`);
    expect(verdicts.counted(Number.NaN, true)).toBe('FAIL (no data)');
    expect(verdicts.counted(undefined, true)).toBe('FAIL (no data)');
    expect(verdicts.failed).toBe(3);
    expect(verdicts.summary('bench:x')).toBe('bench:x: 0 PASS, 3 FAIL');
  });

  it('a count judges its budget as any line does', () => {
    const verdicts = createVerdicts();
    expect(verdicts.counted(12, true)).toBe('PASS');
    expect(verdicts.counted(12, false)).toBe('FAIL');
    expect(verdicts.judge(true)).toBe('PASS');
    expect(verdicts.summary('bench:x')).toBe('bench:x: 2 PASS, 1 FAIL');
  });

  it('prints the figure, or no data', () => {
    const { figure } = createVerdicts();
    expect(figure(3)).toBe('3');
    expect(figure(0)).toBe('no data');
    expect(figure(2.5, (value: number) => value.toFixed(2))).toBe('2.50');
  });

  it('only a positive finite number is data', () => {
    expect([1, 0.5].map(hasData)).toEqual([true, true]);
    expect([0, -1, Infinity, Number.NaN, '3', null].map(hasData)).toEqual(Array(6).fill(false));
  });
});

describe('switchOrFail', () => {
  it('passes when the mode reads back as asked', async () => {
    const set = jest.fn(async () => undefined);
    await expect(
      switchOrFail('fault', 'failing', { set, read: async () => 'failing' }),
    ).resolves.toBeUndefined();
    expect(set).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'a mode that did not turn on',
      async () => undefined,
      async () => 'healthy',
      /asked for failing, in force: healthy/,
    ],
    [
      'a refused switch',
      async () => Promise.reject(new Error('answered 404')),
      async () => 'failing',
      /could not switch to failing: answered 404/,
    ],
    [
      'an unreadable mode',
      async () => undefined,
      async () => Promise.reject(new Error('down')),
      /could not read the mode back: down/,
    ],
  ])('%s fails the run', async (_, set, read, message) => {
    const switched = switchOrFail('fault', 'failing', { set, read });
    await expect(switched).rejects.toBeInstanceOf(BenchRunError);
    await expect(switched).rejects.toThrow(message);
  });
});
