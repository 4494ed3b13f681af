/**
 * A fake embla carousel for unit tests (jsdom has no layout, so a real one cannot measure
 * anything). Imported by tests only. `set` changes what the carousel reports; `emit` fires the
 * events the hooks listen to, as embla would after a resize or a select.
 */

export interface FakeEmblaState {
  canScrollPrev: boolean;
  canScrollNext: boolean;
  selectedIndex: number;
  snapCount: number;
}

export interface FakeAutoplay {
  play: jest.Mock<void, []>;
  stop: jest.Mock<void, []>;
  isPlaying: jest.Mock<boolean, []>;
}

export function createFakeAutoplay(): FakeAutoplay {
  let playing = false;
  return {
    play: jest.fn(() => {
      playing = true;
    }),
    stop: jest.fn(() => {
      playing = false;
    }),
    isPlaying: jest.fn(() => playing),
  };
}

interface FakeEmblaApi {
  canScrollPrev(): boolean;
  canScrollNext(): boolean;
  selectedScrollSnap(): number;
  scrollSnapList(): number[];
  scrollTo: jest.Mock<void, [number]>;
  scrollPrev: jest.Mock<void, []>;
  scrollNext: jest.Mock<void, []>;
  plugins(): { autoplay?: FakeAutoplay };
  on: jest.Mock<FakeEmblaApi, [string, () => void]>;
  off: jest.Mock<FakeEmblaApi, [string, () => void]>;
}

export function createFakeEmbla(initial: Partial<FakeEmblaState> = {}, autoplay?: FakeAutoplay) {
  const state: FakeEmblaState = {
    canScrollPrev: false,
    canScrollNext: false,
    selectedIndex: 0,
    snapCount: 1,
    ...initial,
  };
  const listeners = new Map<string, Set<() => void>>();

  const api: FakeEmblaApi = {
    canScrollPrev: () => state.canScrollPrev,
    canScrollNext: () => state.canScrollNext,
    selectedScrollSnap: () => state.selectedIndex,
    scrollSnapList: () => Array.from({ length: state.snapCount }, (_, index) => index),
    scrollTo: jest.fn((index: number) => {
      state.selectedIndex = index;
    }),
    scrollPrev: jest.fn(),
    scrollNext: jest.fn(),
    plugins: () => ({ autoplay }),
    on: jest.fn((event: string, callback: () => void) => {
      const set = listeners.get(event) ?? new Set();
      set.add(callback);
      listeners.set(event, set);
      return api;
    }),
    off: jest.fn((event: string, callback: () => void) => {
      listeners.get(event)?.delete(callback);
      return api;
    }),
  };

  return {
    api,
    set(next: Partial<FakeEmblaState>) {
      Object.assign(state, next);
    },
    emit(event: string) {
      for (const callback of [...(listeners.get(event) ?? [])]) callback();
    },
    listenerCount(event: string): number {
      return listeners.get(event)?.size ?? 0;
    },
  };
}

export type FakeEmbla = ReturnType<typeof createFakeEmbla>;
