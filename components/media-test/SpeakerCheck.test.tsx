/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { textIn } from '@/test/text';
import type { Locale } from '@/i18n/locales';
import { mediaTestText } from './text';
import { SpeakerCheck, TEST_TONES_HZ, TEST_SOUND_SECONDS } from './SpeakerCheck';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const texts = {} as Record<Locale, Awaited<ReturnType<typeof mediaTestText>>>;
beforeAll(async () => {
  texts.ru = await textIn('ru', mediaTestText);
  texts.en = await textIn('en', mediaTestText);
});

const check = () => <SpeakerCheck text={texts['en'].speakerCheck} />;

/** Records the oscillators a test sound creates; Web Audio does not exist in jsdom. */
class FakeAudioContext {
  static last: FakeAudioContext | null = null;
  currentTime = 0;
  destination = {};
  frequencies: number[] = [];
  closed = false;
  constructor() {
    FakeAudioContext.last = this;
  }
  resume = async () => undefined;
  close = async () => {
    this.closed = true;
  };
  createGain() {
    const param = { value: 0, setValueAtTime: jest.fn(), linearRampToValueAtTime: jest.fn() };
    return { gain: param, connect: (target: unknown) => target };
  }
  createOscillator() {
    const oscillator = {
      type: '',
      frequency: { value: 0 },
      onended: null as null | (() => void),
      connect: (target: unknown) => target,
      start: jest.fn(),
      stop: jest.fn(),
    };
    // The frequency is set after creation; read it when the note is started.
    oscillator.start.mockImplementation(() => this.frequencies.push(oscillator.frequency.value));
    return oscillator;
  }
}

afterEach(() => {
  delete (globalThis as { AudioContext?: unknown }).AudioContext;
  jest.useRealTimers();
});

describe('SpeakerCheck', () => {
  it('plays three rising oscillator notes, then asks whether they were heard', async () => {
    jest.useFakeTimers();
    (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    render(check());
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Play the test sound' })),
    );
    expect(screen.getByRole('button', { name: 'Playing…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(FakeAudioContext.last?.frequencies).toEqual([...TEST_TONES_HZ]);
    act(() => jest.advanceTimersByTime((TEST_SOUND_SECONDS + 0.5) * 1000));
    expect(screen.getByTestId('speaker-status')).toHaveTextContent(
      'Did you hear three rising notes?',
    );
    expect(FakeAudioContext.last?.closed).toBe(true);
    expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
  });

  it('says so when the browser has no Web Audio', async () => {
    render(check());
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Play the test sound' })),
    );
    expect(screen.getByTestId('speaker-status')).toHaveTextContent(
      'This browser cannot play the test sound.',
    );
  });
});
