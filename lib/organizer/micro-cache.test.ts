import { createMicroCache } from './micro-cache';

describe('createMicroCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
  });

  it('shares one load per key within the time to live, in flight or done', async () => {
    const cache = createMicroCache({ ttlMs: 2000, now });
    const load = jest.fn().mockResolvedValue('a');
    const [first, second] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([first, second]).toEqual(['a', 'a']);
    clock = 1999;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never serves an expired entry', async () => {
    const cache = createMicroCache({ ttlMs: 2000, now });
    const load = jest.fn().mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    await cache.get('k', load);
    clock = 2000;
    expect(await cache.get('k', load)).toBe('new');
  });

  it('keeps keys apart and forgets failures at once', async () => {
    const cache = createMicroCache({ ttlMs: 2000, now });
    const failing = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('up');
    await expect(cache.get('x', failing)).rejects.toThrow('down');
    expect(await cache.get('x', failing)).toBe('up');
    expect(await cache.get('y', async () => 'other')).toBe('other');
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = createMicroCache({ ttlMs: 10_000, maxEntries: 2, now });
    const load = jest.fn(async () => 'v');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
    cache.clear();
    await cache.get('c', load);
    expect(load).toHaveBeenCalledTimes(5);
  });
});
