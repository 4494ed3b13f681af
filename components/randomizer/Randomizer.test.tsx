/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { textIn } from '@/test/text';
import { randomizerText } from './text';
import type { RandomizerViewer } from '@/lib/randomizer/types';
import { Randomizer, revealStepMs } from './Randomizer';

const viewers = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `Viewer ${index + 1}`,
}));

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

async function renderRandomizer(list: RandomizerViewer[], locale: 'ru' | 'en' = 'en') {
  const text = await textIn(locale, () => randomizerText(list.length));
  return render(<Randomizer viewers={list} text={text} />);
}

const winnerNames = () => screen.queryAllByTestId('winner').map((item) => item.textContent ?? '');

describe('Randomizer', () => {
  afterEach(() => jest.useRealTimers());

  it('draws the asked number of distinct viewers at once with reduced motion', async () => {
    reducedMotion(true);
    await renderRandomizer(viewers);
    const count = screen.getByRole('spinbutton', { name: 'Number of winners' });
    expect(count).toHaveAttribute('max', '50');
    fireEvent.change(count, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Draw winners' }));
    const names = winnerNames();
    expect(names).toHaveLength(50);
    expect(new Set(names).size).toBe(50);
    expect(screen.getByText(/^Winners: /)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(new Set(winnerNames()).size).toBe(50);
  });

  it('clamps the count to the number of viewers and at least one', async () => {
    reducedMotion(true);
    await renderRandomizer(viewers.slice(0, 3));
    const count = screen.getByRole('spinbutton', { name: 'Number of winners' });
    expect(count).toHaveAttribute('max', '3');
    fireEvent.change(count, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Draw winners' }));
    expect(count).toHaveValue(3);
    expect(winnerNames()).toHaveLength(3);
    fireEvent.change(count, { target: { value: '' } });
    fireEvent.blur(count);
    expect(count).toHaveValue(1);
  });

  it('reveals winners one by one and ignores clicks meanwhile', async () => {
    jest.useFakeTimers();
    reducedMotion(false);
    await renderRandomizer(viewers);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Draw winners' }));
    expect(winnerNames()).toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Drawing…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(revealStepMs(3)));
    expect(winnerNames()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(revealStepMs(3) * 2));
    expect(winnerNames()).toHaveLength(3);
    expect(screen.getByTestId('winners')).toHaveAttribute('data-done', 'true');
    expect(screen.getByRole('button', { name: 'Draw again' })).not.toHaveAttribute('aria-disabled');
  });

  it('hints the range and the viewers with the plural, and announces the winners, in Russian', async () => {
    reducedMotion(true);
    await renderRandomizer(viewers.slice(0, 2), 'ru');
    expect(screen.getByText('от 1 до 2; участвуют 2 зрителя')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Число победителей' }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать победителей' }));
    expect(screen.getByText(/^Победители: Viewer \d, Viewer \d$/)).toBeInTheDocument();
  });

  it('keeps a 50-winner reveal short', () => {
    expect(revealStepMs(1)).toBe(900);
    expect(revealStepMs(50) * 50).toBeLessThanOrEqual(5000);
  });
});
