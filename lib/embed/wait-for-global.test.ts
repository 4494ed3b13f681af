/** @jest-environment jsdom */
import { waitForGlobal } from './wait-for-global';

const globals = window as unknown as Record<string, unknown>;

describe('waitForGlobal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete globals.testInit;
  });

  it('resolves at once when the function already exists, without a timer', async () => {
    const fn = jest.fn();
    globals.testInit = fn;
    const promise = waitForGlobal('testInit');
    expect(jest.getTimerCount()).toBe(0);
    await expect(promise).resolves.toBe(fn);
  });

  it('polls every 50 ms and resolves with the function once it appears', async () => {
    const spy = jest.spyOn(global, 'setTimeout');
    const promise = waitForGlobal('testInit');
    const fn = jest.fn();
    jest.advanceTimersByTime(50 * 3);
    globals.testInit = 'not yet a function';
    jest.advanceTimersByTime(50);
    globals.testInit = fn;
    jest.advanceTimersByTime(49);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(1);
    await expect(promise).resolves.toBe(fn);
    expect(jest.getTimerCount()).toBe(0);
    expect(spy.mock.calls.every(([, delay]) => delay === 50)).toBe(true);
    spy.mockRestore();
  });

  it('rejects with a TimeoutError after timeoutMs and leaves no timer', async () => {
    const settled = waitForGlobal('testInit', { timeoutMs: 20_000 }).catch((e: unknown) => e);
    jest.advanceTimersByTime(19_950);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(50);
    const error = await settled;
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toHaveProperty('name', 'TimeoutError');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('uses the given interval', async () => {
    const promise = waitForGlobal('testInit', { intervalMs: 200 });
    globals.testInit = jest.fn();
    jest.advanceTimersByTime(199);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(1);
    await expect(promise).resolves.toBe(globals.testInit);
  });

  it('stops polling on abort and rejects with the reason', async () => {
    const controller = new AbortController();
    const settled = waitForGlobal('testInit', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    jest.advanceTimersByTime(120);
    controller.abort();
    expect(jest.getTimerCount()).toBe(0);
    const reason = await settled;
    expect(reason).toBeInstanceOf(DOMException);
    expect(reason).toHaveProperty('name', 'AbortError');
  });

  it('rejects at once for an already aborted signal', async () => {
    const reason = new Error('gone');
    await expect(waitForGlobal('testInit', { signal: AbortSignal.abort(reason) })).rejects.toBe(
      reason,
    );
    expect(jest.getTimerCount()).toBe(0);
  });
});
