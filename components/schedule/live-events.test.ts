import { fetchJson } from '@/lib/api/client-fetch';
import { checkServerList, loadLive } from './live-events';

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));
const fetchJsonMock = fetchJson as jest.MockedFunction<typeof fetchJson>;

const event = (name: string) => ({
  eventID: 1,
  name,
  eventStart: '2027-03-14T10:00:00+03:00',
  speakers: [],
  materials: [],
  links: [],
  status: 0 as const,
});

describe('live events: a newer fetch cancels an older one', () => {
  it('aborts the slow older fetch; its caller gets the newer events, never the older', async () => {
    const signals: AbortSignal[] = [];
    fetchJsonMock.mockImplementation((_url, options) => {
      const signal = options?.signal as AbortSignal;
      signals.push(signal);
      // The first answer is slow: it ends only by its abort, as a real fetch does.
      if (signals.length === 1) {
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      }
      return Promise.resolve({ events: [event('newer')] });
    });
    const older = checkServerList(901, 'v0');
    // Let the first fetch start (the client is imported on the first call).
    await new Promise<void>((resolve) => {
      const check = () => (signals.length === 1 ? resolve() : setImmediate(check));
      check();
    });
    const newer = loadLive(901);
    await expect(newer).resolves.toMatchObject({ events: [{ name: 'newer' }] });
    expect(signals[0]?.aborted).toBe(true);
    await expect(older).resolves.toMatchObject({ events: [{ name: 'newer' }] });
  });
});
