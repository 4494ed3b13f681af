import { z } from 'zod';
import { fetchJson } from './client-fetch';
import { createLatestCall, createLatestRequest, isAbortError } from './latest-request';
import {
  callOf,
  hangUntilAborted,
  jsonResponse,
  mockFetch,
  rejectionOf,
  restoreFetch,
  type FetchMock,
} from '@/test/api-support';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createLatestRequest', () => {
  it('aborts the older call when a newer one starts', async () => {
    const latest = createLatestRequest();
    const signals: AbortSignal[] = [];
    const first = latest.run((signal) => {
      signals.push(signal);
      return new Promise<string>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    });
    const second = latest.run(async (signal) => {
      signals.push(signal);
      return 'fresh';
    });

    expect(isAbortError(await rejectionOf(first))).toBe(true);
    await expect(second).resolves.toBe('fresh');
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('never hands out a superseded result, even if the call ignored its signal', async () => {
    const latest = createLatestRequest();
    const slow = deferred<string>();
    const first = latest.run(() => slow.promise);
    const second = latest.run(async () => 'fresh');
    slow.resolve('stale');
    expect(isAbortError(await rejectionOf(first))).toBe(true);
    await expect(second).resolves.toBe('fresh');
  });

  it('does not abort calls that already finished', async () => {
    const latest = createLatestRequest();
    let firstSignal: AbortSignal | undefined;
    await latest.run(async (signal) => {
      firstSignal = signal;
      return 1;
    });
    await latest.run(async () => 2);
    expect(firstSignal?.aborted).toBe(false);
  });

  it('keeps two instances independent', async () => {
    const questions = createLatestRequest();
    const polls = createLatestRequest();
    const slow = deferred<string>();
    const poll = polls.run(() => slow.promise);
    await questions.run(async () => 'q');
    slow.resolve('poll');
    await expect(poll).resolves.toBe('poll');
  });

  it('abort() cancels the call in flight', async () => {
    const latest = createLatestRequest();
    const pending = latest.run(
      (signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
    );
    latest.abort();
    expect(isAbortError(await rejectionOf(pending))).toBe(true);
  });

  it('passes through failures of the current call', async () => {
    const latest = createLatestRequest();
    const failure = new Error('boom');
    await expect(latest.run(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe('createLatestRequest with fetchJson', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    fetchMock = mockFetch();
  });
  afterEach(restoreFetch);

  it('cancels the older fetch in flight and resolves the newer', async () => {
    const schema = z.object({ page: z.number() });
    fetchMock
      .mockImplementationOnce(hangUntilAborted)
      .mockImplementationOnce(async () => jsonResponse({ page: 2 }));
    const latest = createLatestRequest();
    const older = latest.run((signal) =>
      fetchJson('/api/questions?page=1', { schema, service: 'chat', signal }),
    );
    const newer = latest.run((signal) =>
      fetchJson('/api/questions?page=2', { schema, service: 'chat', signal }),
    );

    expect(isAbortError(await rejectionOf(older))).toBe(true);
    await expect(newer).resolves.toEqual({ page: 2 });
    expect(callOf(fetchMock, 0).init.signal?.aborted).toBe(true);
    expect(callOf(fetchMock, 1).init.signal?.aborted).toBe(false);
  });
});

describe('isAbortError', () => {
  it('recognises abort errors and nothing else', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(true);
    for (const value of [
      new DOMException('x', 'TimeoutError'),
      new Error('AbortError'),
      'AbortError',
      null,
      undefined,
    ]) {
      expect(isAbortError(value)).toBe(false);
    }
  });
});

describe('createLatestCall', () => {
  it('aborts the older call, which then settles with the newer answer, never its own', async () => {
    const signals: AbortSignal[] = [];
    const slow = deferred<string>();
    const latest = createLatestCall(async (signal, answer: string) => {
      signals.push(signal);
      // The first answer is slow and ignores its signal: it arrives after the newer one.
      return answer === 'stale' ? slow.promise : answer;
    });
    const first = latest.call('stale');
    const second = latest.call('fresh');
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await expect(second).resolves.toBe('fresh');
    slow.resolve('stale');
    await expect(first).resolves.toBe('fresh');
  });

  it('follows a chain of newer calls to the last one', async () => {
    const latest = createLatestCall(
      (signal, answer: string) =>
        new Promise<string>((resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
          if (answer === 'last') resolve(answer);
        }),
    );
    const calls = [latest.call('a'), latest.call('b'), latest.call('last')];
    await expect(Promise.all(calls)).resolves.toEqual(['last', 'last', 'last']);
  });

  it('rejects every waiting caller with an AbortError when aborted, and passes failures on', async () => {
    const latest = createLatestCall(
      (signal) =>
        new Promise<string>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
    );
    const waiting = latest.call();
    latest.abort();
    expect(isAbortError(await rejectionOf(waiting))).toBe(true);

    const failing = createLatestCall(async () => {
      throw new Error('down');
    });
    await expect(failing.call()).rejects.toThrow('down');
  });
});
