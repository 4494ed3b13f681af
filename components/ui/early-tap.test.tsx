/** @jest-environment jsdom */
import { act, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_TAPS_SCRIPT } from './EarlyTaps';
import { EARLY_TAP, useEarlyTap } from './early-tap';

function Control({ onPress, onReplay }: { onPress: () => void; onReplay: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEarlyTap(ref, onReplay);
  return (
    <button ref={ref} type="button" {...EARLY_TAP} onClick={onPress}>
      <span>Open</span>
    </button>
  );
}

describe('EarlyTaps + useEarlyTap', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    // The server's HTML, and the inline script as the browser runs it while parsing.
    container.innerHTML = renderToString(<Control onPress={() => {}} onReplay={() => {}} />);
    window.eval(EARLY_TAPS_SCRIPT);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    delete (window as { __earlyTaps?: unknown }).__earlyTaps;
  });

  const hydrate = (onPress: () => void, onReplay: () => void) =>
    act(() => {
      root = hydrateRoot(container, <Control onPress={onPress} onReplay={onReplay} />);
    });
  const press = () => container.querySelector('span')?.click();

  it('completes presses taken before hydration once, then leaves presses to the control', () => {
    press();
    press();
    const onPress = jest.fn();
    const onReplay = jest.fn();
    hydrate(onPress, onReplay);
    expect(onReplay).toHaveBeenCalledTimes(1);
    expect(onPress).not.toHaveBeenCalled();

    press();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onReplay).toHaveBeenCalledTimes(1);
    expect((window as { __earlyTaps?: { taps: Element[] } }).__earlyTaps?.taps).toEqual([]);
  });

  it('replays nothing when nobody pressed before hydration', () => {
    const onReplay = jest.fn();
    hydrate(() => {}, onReplay);
    expect(onReplay).not.toHaveBeenCalled();
  });

  it('a second copy of the script adds no second listener', () => {
    window.eval(EARLY_TAPS_SCRIPT);
    press();
    expect((window as { __earlyTaps?: { taps: Element[] } }).__earlyTaps?.taps).toHaveLength(1);
  });
});
