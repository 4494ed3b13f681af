/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { createFakeEmbla } from '@/test/slider-support';
import {
  SLIDER_STATE_EVENTS,
  canSlide,
  dynamicBullets,
  useSliderControls,
} from './use-slider-controls';

describe('useSliderControls', () => {
  it('reports nothing to slide before embla is ready', () => {
    const { result } = renderHook(() => useSliderControls(undefined));
    expect(result.current).toMatchObject({
      canScrollPrev: false,
      canScrollNext: false,
      selectedIndex: 0,
      snapCount: 0,
    });
    expect(canSlide(result.current)).toBe(false);
  });

  it('reads the carousel state and follows select events', () => {
    const fake = createFakeEmbla({ canScrollNext: true, snapCount: 3 });
    const { result } = renderHook(() => useSliderControls(fake.api));
    expect(result.current).toMatchObject({
      canScrollPrev: false,
      canScrollNext: true,
      selectedIndex: 0,
      snapCount: 3,
    });
    expect(canSlide(result.current)).toBe(true);

    act(() => {
      fake.set({ selectedIndex: 2, canScrollPrev: true, canScrollNext: false });
      fake.emit('select');
    });
    expect(result.current).toMatchObject({
      canScrollPrev: true,
      canScrollNext: false,
      selectedIndex: 2,
    });
  });

  it('is recomputed after a resize or re-initialisation makes everything fit', () => {
    const fake = createFakeEmbla({ canScrollNext: true, snapCount: 2 });
    const { result } = renderHook(() => useSliderControls(fake.api));
    expect(canSlide(result.current)).toBe(true);

    act(() => {
      fake.set({ canScrollNext: false, snapCount: 1 });
      fake.emit('reInit');
    });
    expect(canSlide(result.current)).toBe(false);

    act(() => {
      fake.set({ canScrollNext: true, snapCount: 4 });
      fake.emit('resize');
    });
    expect(result.current).toMatchObject({ canScrollNext: true, snapCount: 4 });
  });

  it('drives the carousel through scrollTo, scrollPrev and scrollNext', () => {
    const fake = createFakeEmbla({ canScrollNext: true, snapCount: 3 });
    const { result } = renderHook(() => useSliderControls(fake.api));
    result.current.scrollNext();
    result.current.scrollPrev();
    result.current.scrollTo(2);
    expect(fake.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(fake.api.scrollPrev).toHaveBeenCalledTimes(1);
    expect(fake.api.scrollTo).toHaveBeenCalledWith(2);
  });

  it('removes its listeners on unmount', () => {
    const fake = createFakeEmbla({ canScrollNext: true, snapCount: 3 });
    const { unmount } = renderHook(() => useSliderControls(fake.api));
    for (const event of SLIDER_STATE_EVENTS) expect(fake.listenerCount(event)).toBe(1);
    unmount();
    for (const event of SLIDER_STATE_EVENTS) expect(fake.listenerCount(event)).toBe(0);
  });
});

describe('dynamicBullets', () => {
  const indexes = (selected: number, count: number) =>
    dynamicBullets(selected, count).map((bullet) => bullet.index);

  it('shows no bullets when there is one snap or none', () => {
    expect(dynamicBullets(0, 0)).toEqual([]);
    expect(dynamicBullets(0, 1)).toEqual([]);
  });

  it('shows every bullet when there are at most five', () => {
    expect(indexes(0, 3)).toEqual([0, 1, 2]);
    expect(indexes(4, 5)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps a window of five around the current bullet, clamped at the ends', () => {
    expect(indexes(0, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(indexes(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(indexes(9, 10)).toEqual([5, 6, 7, 8, 9]);
  });

  it('scales bullets down with distance from the current one', () => {
    expect(dynamicBullets(5, 10).map((bullet) => bullet.scale)).toEqual([0.6, 0.8, 1, 0.8, 0.6]);
    const edge = dynamicBullets(0, 10).map((bullet) => bullet.scale);
    expect(edge[0]).toBe(1);
    expect(Math.min(...edge)).toBeGreaterThanOrEqual(0.5);
  });
});
