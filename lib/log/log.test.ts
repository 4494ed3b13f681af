import { log, requestIdFrom, withRequestId } from './log.mjs';

function lines(spy: jest.SpyInstance): Array<Record<string, unknown>> {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

afterEach(() => jest.restoreAllMocks());

describe('log', () => {
  it('writes one JSON line with level, time and msg; info to stdout, warn and error to stderr', () => {
    const info = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    log('info', 'redis_up');
    log('warn', 'redis_down', { error: 'ECONNREFUSED' });
    log('error', 'config_error', { variable: 'PORT' });
    expect(lines(info)).toEqual([
      { level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), msg: 'redis_up' },
    ]);
    expect(lines(warn)).toEqual([
      expect.objectContaining({ msg: 'redis_down', error: 'ECONNREFUSED' }),
    ]);
    expect(lines(error)).toEqual([expect.objectContaining({ level: 'error', variable: 'PORT' })]);
  });

  it('adds the request id of the request being handled, across awaits', async () => {
    const info = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const request = new Request('http://x.test/', {
      headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' },
    });
    await withRequestId(request, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log('info', 'revalidation');
    });
    log('info', 'outside');
    expect(lines(info).map((line) => line.request_id)).toEqual([
      '0123456789abcdef0123456789abcdef',
      undefined,
    ]);
  });

  it('ignores a request id that does not look like one', () => {
    const headers = (value: string) => new Headers({ 'x-request-id': value });
    expect(requestIdFrom(headers('abc'))).toBeUndefined();
    expect(requestIdFrom(headers('"><script>alert(1)</script>'))).toBeUndefined();
    expect(requestIdFrom(headers('a'.repeat(65)))).toBeUndefined();
    expect(requestIdFrom(headers('f47ac10b-58cc-4372-a567-0e02b2c3d479'))).toBe(
      'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    );
  });
});
