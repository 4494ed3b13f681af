import { checkReadiness, httpProbe, publicReadiness, sharedReadiness } from './readiness';

describe('checkReadiness', () => {
  it('is ready when every probe succeeds', async () => {
    const result = await checkReadiness(
      { media: async () => undefined, redis: async () => undefined },
      { timeoutMs: 100 },
    );
    expect(result.ok).toBe(true);
    expect(result.checks.media).toMatchObject({ ok: true });
    expect(result.checks.redis).toMatchObject({ ok: true });
  });

  it('names the failing probe and why, and still runs the others', async () => {
    const result = await checkReadiness(
      {
        media: async () => undefined,
        redis: async () => {
          throw new Error('not connected');
        },
      },
      { timeoutMs: 100 },
    );
    expect(result).toMatchObject({
      ok: false,
      checks: { media: { ok: true }, redis: { ok: false, error: 'not connected' } },
    });
  });

  it('fails a probe that outlives its deadline and aborts it', async () => {
    let aborted = false;
    const result = await checkReadiness(
      {
        media: (signal) =>
          new Promise<void>((resolve) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              resolve();
            });
          }),
      },
      { timeoutMs: 20 },
    );
    expect(result.checks.media).toMatchObject({ ok: false, error: 'timed out' });
    expect(aborted).toBe(true);
  });
});

describe('httpProbe', () => {
  const answering = (status: number) =>
    jest.fn(async () => new Response('x', { status })) as unknown as typeof fetch;

  it('counts any answer below 500 as reachable (a 404 still proves the path)', async () => {
    await expect(
      httpProbe('http://media.example/', answering(404))(new AbortController().signal),
    ).resolves.toBeUndefined();
  });

  it('fails on a 5xx answer or a network error', async () => {
    await expect(
      httpProbe('http://media.example/', answering(502))(new AbortController().signal),
    ).rejects.toThrow('HTTP 502');
    const refused = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(
      httpProbe('http://media.example/', refused)(new AbortController().signal),
    ).rejects.toThrow('fetch failed');
  });
});

describe('sharedReadiness', () => {
  const READY = { ok: true, checks: { media: { ok: true, ms: 3 } } };

  function countingProbe() {
    const pending: Array<(value: typeof READY) => void> = [];
    const check = jest.fn(
      () => new Promise<typeof READY>((resolve) => pending.push((value) => resolve(value))),
    );
    return { check, settle: () => pending.splice(0).forEach((resolve) => resolve(READY)) };
  }

  it('shares one in-flight probe between concurrent callers', async () => {
    const { check, settle } = countingProbe();
    const ready = sharedReadiness(check, { ttlMs: 1000, now: () => 0 });
    const answers = Array.from({ length: 50 }, () => ready());
    expect(check).toHaveBeenCalledTimes(1);
    settle();
    await expect(Promise.all(answers)).resolves.toEqual(Array(50).fill(READY));
  });

  it('reuses the result for ttlMs after the probe started, then probes again', async () => {
    let clock = 0;
    const { check, settle } = countingProbe();
    const ready = sharedReadiness(check, { ttlMs: 1000, now: () => clock });
    const first = ready();
    settle();
    await first;
    clock = 999;
    await ready();
    expect(check).toHaveBeenCalledTimes(1);
    clock = 1000;
    const second = ready();
    expect(check).toHaveBeenCalledTimes(2);
    settle();
    await second;
  });

  it('does not keep a probe run that threw', async () => {
    const check = jest
      .fn<Promise<typeof READY>, []>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(READY);
    const ready = sharedReadiness(check, { ttlMs: 1000, now: () => 0 });
    await expect(ready()).rejects.toThrow('boom');
    await expect(ready()).resolves.toEqual(READY);
    expect(check).toHaveBeenCalledTimes(2);
  });
});

describe('publicReadiness', () => {
  it('keeps check names and verdicts, drops timings and error texts', () => {
    expect(
      publicReadiness({
        ok: false,
        checks: {
          media: { ok: true, ms: 12 },
          redis: { ok: false, ms: 500, error: 'connect ECONNREFUSED 10.0.3.7:6379' },
        },
      }),
    ).toEqual({ ok: false, checks: { media: { ok: true }, redis: { ok: false } } });
  });
});
