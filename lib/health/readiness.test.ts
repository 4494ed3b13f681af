import { checkReadiness, httpProbe } from './readiness';

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
