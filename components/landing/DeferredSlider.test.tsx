/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DeferredSlider } from './DeferredSlider';

function Loaded({ children }: { children: ReactNode }) {
  return <div data-testid="loaded">{children}</div>;
}

/** An IntersectionObserver whose entries the test sends. */
function installIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
  }[] = [];
  const targets: Element[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe(target: Element) {
      targets.push(target);
    }
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    value: FakeObserver,
  });
  return {
    observers,
    targets,
    intersect(isIntersecting: boolean) {
      for (const { callback } of observers) {
        callback(
          [{ isIntersecting } as IntersectionObserverEntry],
          {} as unknown as IntersectionObserver,
        );
      }
    },
    remove() {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

describe('DeferredSlider', () => {
  it('shows the static markup first, then the loaded slider with the same children', async () => {
    let resolve: (component: typeof Loaded) => void = () => undefined;
    const load = () => new Promise<typeof Loaded>((done) => (resolve = done));
    render(
      <DeferredSlider
        load={load}
        props={{ children: <p>Card</p> }}
        fallback={(ref) => (
          <div ref={ref} data-testid="static">
            Card
          </div>
        )}
      />,
    );
    expect(screen.getByTestId('static')).toBeInTheDocument();
    resolve(Loaded);
    expect(await screen.findByTestId('loaded')).toHaveTextContent('Card');
    expect(screen.queryByTestId('static')).toBeNull();
  });

  it('loads the module only once the static track nears the viewport', async () => {
    const io = installIntersectionObserver();
    try {
      const load = jest.fn(() => Promise.resolve(Loaded));
      render(
        <DeferredSlider
          load={load}
          props={{ children: <p>Card</p> }}
          fallback={(ref) => <div ref={ref} data-testid="static" />}
        />,
      );
      expect(io.targets).toEqual([screen.getByTestId('static')]);
      expect(io.observers[0]?.options?.rootMargin).toMatch(/^\d+px 0px$/);
      io.intersect(false);
      expect(load).not.toHaveBeenCalled();
      await act(async () => io.intersect(true));
      expect(load).toHaveBeenCalledTimes(1);
      expect(await screen.findByTestId('loaded')).toBeInTheDocument();
    } finally {
      io.remove();
    }
  });

  it('keeps the static markup when the module fails to load', async () => {
    const load = () => Promise.reject(new Error('ChunkLoadError'));
    render(
      <DeferredSlider
        load={load}
        props={{ children: null }}
        fallback={(ref) => <div ref={ref} data-testid="static" />}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('static')).toBeInTheDocument();
  });
});
