/** @jest-environment jsdom */
import { act, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import {
  PARTNER_AUTOPLAY_OPTIONS,
  createAutoplayPauser,
  useAutoplayPauses,
  type AutoplayHost,
} from './autoplay';
import { createFakeAutoplay, createFakeEmbla, type FakeAutoplay } from '@/test/slider-support';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('createAutoplayPauser', () => {
  let autoplay: FakeAutoplay;
  let movable: boolean;
  const pauser = () =>
    createAutoplayPauser(
      () => autoplay,
      () => movable,
    );

  beforeEach(() => {
    autoplay = createFakeAutoplay();
    movable = true;
  });

  it('plays until a reason pauses it and resumes when the last reason ends', () => {
    const control = pauser();
    control.sync();
    expect(autoplay.isPlaying()).toBe(true);

    control.pause('hover');
    control.pause('focus');
    expect(autoplay.isPlaying()).toBe(false);
    control.resume('hover');
    expect(autoplay.isPlaying()).toBe(false);
    expect(control.isPaused()).toBe(true);
    control.resume('focus');
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('does not restart the delay when asked to play while already playing', () => {
    const control = pauser();
    control.sync();
    control.resume('hover');
    control.sync();
    expect(autoplay.play).toHaveBeenCalledTimes(1);
  });

  it('never plays when nothing can slide', () => {
    movable = false;
    const control = pauser();
    control.sync();
    expect(autoplay.play).not.toHaveBeenCalled();
  });

  it('applies several reasons at once without a play-then-stop blip', () => {
    const control = pauser();
    control.update({ user: false, reducedMotion: true });
    expect(autoplay.play).not.toHaveBeenCalled();
    control.update({ reducedMotion: false });
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('tolerates a carousel without the plugin', () => {
    const control = createAutoplayPauser(
      () => undefined,
      () => true,
    );
    expect(() => control.pause('hover')).not.toThrow();
  });
});

describe('PARTNER_AUTOPLAY_OPTIONS', () => {
  it('use the 3000 ms partner delay and leave pausing to the pauser', () => {
    expect(PARTNER_AUTOPLAY_OPTIONS).toEqual({
      delay: 3000,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    });
  });
});

describe('useAutoplayPauses', () => {
  function Harness({
    api,
    userPaused = false,
    reducedMotion = false,
  }: {
    api: AutoplayHost;
    userPaused?: boolean;
    reducedMotion?: boolean;
  }) {
    const root = useRef<HTMLDivElement>(null);
    useAutoplayPauses(api, root, { userPaused, reducedMotion });
    return (
      <div ref={root} data-testid="slides">
        <a href="https://a.example/">a</a>
        <a href="https://b.example/">b</a>
      </div>
    );
  }

  function setup(props: { userPaused?: boolean; reducedMotion?: boolean } = {}) {
    const autoplay = createFakeAutoplay();
    const fake = createFakeEmbla({ canScrollNext: true, snapCount: 3 }, autoplay);
    const view = render(<Harness api={fake.api} {...props} />);
    return { autoplay, fake, view, slides: view.getByTestId('slides') };
  }

  it('starts playing when the slides overflow', () => {
    const { autoplay } = setup();
    expect(autoplay.play).toHaveBeenCalledTimes(1);
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('pauses on hover and resumes when the mouse leaves', () => {
    const { autoplay, slides } = setup();
    fireEvent.mouseEnter(slides);
    expect(autoplay.isPlaying()).toBe(false);
    fireEvent.mouseLeave(slides);
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('pauses while a drag is in progress', () => {
    const { autoplay, fake } = setup();
    act(() => fake.emit('pointerDown'));
    expect(autoplay.isPlaying()).toBe(false);
    act(() => fake.emit('pointerUp'));
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('pauses while focus is inside the slides, also when it moves between them', () => {
    const { autoplay, view } = setup();
    const [first, second] = view.getAllByRole('link');
    act(() => first?.focus());
    expect(autoplay.isPlaying()).toBe(false);
    act(() => second?.focus());
    expect(autoplay.isPlaying()).toBe(false);
    act(() => second?.blur());
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('pauses while the tab is hidden and resumes when it is visible again', () => {
    const { autoplay } = setup();
    act(() => setVisibility('hidden'));
    expect(autoplay.isPlaying()).toBe(false);
    act(() => setVisibility('visible'));
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('stays paused when the tab comes back while the mouse is still over the slides', () => {
    const { autoplay, slides } = setup();
    fireEvent.mouseEnter(slides);
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    expect(autoplay.isPlaying()).toBe(false);
  });

  it('follows the pause button', () => {
    const { autoplay, fake, view } = setup();
    view.rerender(<Harness api={fake.api} userPaused />);
    expect(autoplay.isPlaying()).toBe(false);
    view.rerender(<Harness api={fake.api} userPaused={false} />);
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('never plays for visitors who prefer reduced motion', () => {
    const { autoplay, slides } = setup({ reducedMotion: true });
    fireEvent.mouseEnter(slides);
    fireEvent.mouseLeave(slides);
    expect(autoplay.play).not.toHaveBeenCalled();
  });

  it('restarts after embla re-initialises the plugin (stopped) on resize', () => {
    const { autoplay, fake } = setup();
    autoplay.stop();
    act(() => fake.emit('reInit'));
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('removes its listeners on unmount', () => {
    const { autoplay, fake, view } = setup();
    view.unmount();
    expect(fake.listenerCount('pointerDown')).toBe(0);
    expect(fake.listenerCount('reInit')).toBe(0);
    autoplay.stop();
    act(() => setVisibility('visible'));
    expect(autoplay.isPlaying()).toBe(false);
  });
});
