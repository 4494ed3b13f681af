/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DeferredSlider } from './DeferredSlider';

function Loaded({ children }: { children: ReactNode }) {
  return <div data-testid="loaded">{children}</div>;
}

describe('DeferredSlider', () => {
  it('shows the static markup first, then the loaded slider with the same children', async () => {
    let resolve: (component: typeof Loaded) => void = () => undefined;
    const load = () => new Promise<typeof Loaded>((done) => (resolve = done));
    render(
      <DeferredSlider
        load={load}
        props={{ children: <p>Card</p> }}
        fallback={<p data-testid="static">Card</p>}
      />,
    );
    expect(screen.getByTestId('static')).toBeInTheDocument();
    resolve(Loaded);
    expect(await screen.findByTestId('loaded')).toHaveTextContent('Card');
    expect(screen.queryByTestId('static')).toBeNull();
  });

  it('keeps the static markup when the module fails to load', async () => {
    const load = () => Promise.reject(new Error('ChunkLoadError'));
    render(
      <DeferredSlider
        load={load}
        props={{ children: null }}
        fallback={<p data-testid="static" />}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('static')).toBeInTheDocument();
  });
});
