import { ApiError } from '@/lib/api/errors';
import { notFoundIfUnknown, settleWithin } from './known';

const NOT_FOUND = new Error('NEXT_NOT_FOUND');
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw NOT_FOUND;
  },
}));

const missing = [
  new ApiError({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 }),
  new ApiError({ code: 'WRONG_ACTIVITY_ID', service: 'polls', status: 400 }),
  new ApiError({ code: 'FORM_NOT_FOUND', service: 'forms', status: 404 }),
];
const outages = [
  new ApiError({ code: 'UNEXPECTED', service: 'eventor', status: 503 }),
  new ApiError({ code: 'UNEXPECTED', service: 'statistics', status: 502 }),
  new ApiError({ code: 'TOKEN_INVALID', service: 'viewer', status: 400 }),
  new TypeError('fetch failed'),
];

describe('notFoundIfUnknown', () => {
  it.each(missing)('answers not found when the upstream does not know it: %s', async (error) => {
    await expect(notFoundIfUnknown(Promise.reject(error))).rejects.toBe(NOT_FOUND);
  });

  it.each(outages)('lets the page render (and show its error) on %s', async (error) => {
    await expect(notFoundIfUnknown(Promise.reject(error))).resolves.toBeUndefined();
  });

  it('lets a known resource through', async () => {
    await expect(notFoundIfUnknown(Promise.resolve({ name: 'Event' }))).resolves.toBeUndefined();
  });

  it('streams the page when the upstream has not answered in time', async () => {
    jest.useFakeTimers();
    try {
      const pending = notFoundIfUnknown(new Promise<never>(() => undefined), 1_000);
      await jest.advanceTimersByTimeAsync(1_000);
      await expect(pending).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('still answers not found for a late "unknown" that comes within the wait', async () => {
    jest.useFakeTimers();
    try {
      let answer: (error: unknown) => void = () => undefined;
      const late = new Promise<never>((_, reject) => (answer = reject));
      const verdict = notFoundIfUnknown(late, 1_000);
      // Its last millisecond: the wait has not given up yet.
      await jest.advanceTimersByTimeAsync(999);
      answer(missing[0]);
      await expect(verdict).rejects.toBe(NOT_FOUND);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('settleWithin', () => {
  it('gives the outcome of a read that settles in time', async () => {
    await expect(settleWithin(Promise.resolve(7), 50)).resolves.toEqual({ ok: true, value: 7 });
  });

  it('gives up on a read slower than the wait', async () => {
    const never = new Promise<never>(() => {});
    await expect(settleWithin(never, 10)).resolves.toBeUndefined();
  });
});
