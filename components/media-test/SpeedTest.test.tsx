/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SPEED_TEST_MAX_BYTES, SPEED_TEST_STEPS } from '@/lib/media-test/speed';
import { textIn } from '@/test/text';
import type { Locale } from '@/i18n/locales';
import { mediaTestText } from './text';
import { SpeedTest } from './SpeedTest';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const texts = {} as Record<Locale, Awaited<ReturnType<typeof mediaTestText>>>;
beforeAll(async () => {
  texts.ru = await textIn('ru', mediaTestText);
  texts.en = await textIn('en', mediaTestText);
});

function renderSpeedTest(locale: 'ru' | 'en') {
  return render(<SpeedTest text={texts[locale].speedTest} locale={locale} />);
}

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  jest.restoreAllMocks();
});

/** A fetch whose downloads take `msPerStep` each on the page's clock. */
function fakeDownloads(msPerStep: number, ok = true) {
  let now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => {
    const bytes = Number(new URL(url, 'http://x').searchParams.get('bytes'));
    now += msPerStep;
    return { ok, status: ok ? 200 : 500, arrayBuffer: async () => new ArrayBuffer(bytes) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('SpeedTest', () => {
  it.each([
    [503, 'a busy server'],
    [429, 'its address’s share'],
  ])('waits out %p with Retry-After (%s) and measures on the retry', async (status) => {
    jest.useFakeTimers();
    const downloads = fakeDownloads(2000);
    const busy = { ok: false, status, headers: new Headers({ 'retry-after': '1' }) };
    let calls = 0;
    const fetchMock = jest.fn(async (url: string, init?: RequestInit): Promise<unknown> => {
      calls += 1;
      return calls === 1 ? busy : downloads(url, init);
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    renderSpeedTest('en');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Measure the speed' })),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('speed-result').textContent).not.toBe('');
    jest.useRealTimers();
  });

  it('grows the download until it is long enough, then reports Mbit/s and the advice', async () => {
    const fetchMock = fakeDownloads(100);
    renderSpeedTest('en');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Measure the speed' })),
    );
    // Every step took 100 ms, never "long enough": all three sizes were fetched.
    expect(fetchMock).toHaveBeenCalledTimes(SPEED_TEST_STEPS.length);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain(`bytes=${SPEED_TEST_MAX_BYTES}`);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    // 5 MiB in 100 ms = 419 Mbit/s.
    expect(screen.getByText('Download speed: 419 Mbit/s')).toBeInTheDocument();
    expect(screen.getByText('Enough for Full HD 1080p.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Measure again' })).toBeInTheDocument();
  });

  it('stops after the first slow download and gives the SD advice', async () => {
    const fetchMock = fakeDownloads(1000);
    renderSpeedTest('ru');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Измерить скорость' })),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // 256 KiB in 1 s = 2.1 Mbit/s, Russian decimal comma.
    expect(screen.getByText('Скорость загрузки: 2,1 Мбит/с')).toBeInTheDocument();
    expect(screen.getByText(/^Достаточно для SD 480p\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Измерить ещё раз' })).toBeInTheDocument();
  });

  it('a click while measuring aborts the running download and shows only the new result', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    let now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const fetchMock = jest.fn((url: string, init?: RequestInit) => {
      signals.push(init?.signal ?? undefined);
      const bytes = Number(new URL(url, 'http://x').searchParams.get('bytes'));
      // The first download hangs until it is aborted, as a real fetch does.
      if (signals.length === 1) {
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      }
      now += 1000;
      return Promise.resolve({
        ok: true,
        status: 200,
        arrayBuffer: async () => new ArrayBuffer(bytes),
      });
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    renderSpeedTest('en');
    fireEvent.click(screen.getByRole('button', { name: 'Measure the speed' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Measuring…' })));
    expect(signals[0]?.aborted).toBe(true);
    expect(await screen.findByText('Download speed: 2.1 Mbit/s')).toBeInTheDocument();
    expect(screen.queryByText(/could not/i)).not.toBeInTheDocument();
  });

  it('says so when the measurement fails', async () => {
    fakeDownloads(10, false);
    renderSpeedTest('en');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Measure the speed' })),
    );
    expect(screen.getByText(/^The speed could not be measured\./)).toBeInTheDocument();
  });
});
