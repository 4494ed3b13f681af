import { isChunkLoadError } from './chunk-error';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from './chunk-load';

describe('loadChunk', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fails a chunk still loading after 120000 ms with a chunk-load error', async () => {
    const pending = loadChunk('speakers-slider', () => new Promise<never>(() => undefined));
    const outcome = jest.fn();
    pending.then(
      () => outcome('loaded'),
      (error: unknown) => outcome(error),
    );
    await jest.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const error = outcome.mock.calls[0]?.[0] as Error;
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk speakers-slider failed. (timeout: 120000 ms)');
    // The product's own check (ChunkErrorNotice, the error boundary) takes it as a failed chunk.
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('settles with the chunk when it loads in time, and clears its clock', async () => {
    let arrive: (value: string) => void = () => undefined;
    const pending = loadChunk('x', () => new Promise<string>((resolve) => (arrive = resolve)));
    await jest.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    arrive('module');
    await expect(pending).resolves.toBe('module');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('passes a chunk’s own failure on as it is, and clears its clock', async () => {
    const failure = new Error('Loading chunk 42 failed.');
    await expect(loadChunk('x', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('takes a shorter bound when given one', async () => {
    const pending = loadChunk('x', () => new Promise<never>(() => undefined), 10);
    const caught = pending.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10);
    expect(isChunkLoadError(await caught)).toBe(true);
  });
});
