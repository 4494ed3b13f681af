/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';

/** A fresh copy of the module: its "page is ready" promise is kept per page load. */
function freshModule(): typeof import('./after-load-island') {
  let loaded: typeof import('./after-load-island') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./after-load-island')>('./after-load-island');
  });
  return loaded!;
}

function Island({ label }: { label: string }) {
  return <p>{label}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>error view</p> : this.props.children;
  }
}

afterEach(() => {
  jest.useRealTimers();
});

test('fetches the island only once the page has loaded and gone idle, then renders it', async () => {
  jest.useFakeTimers();
  const { afterLoadIsland } = freshModule();
  const load = jest.fn(() => Promise.resolve(Island));
  const Later = afterLoadIsland('test-island', load);

  render(<Later label="ready" />);
  // jsdom's document is complete and has no idle callbacks: the next task is "idle".
  expect(load).not.toHaveBeenCalled();
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('ready')).toBeInTheDocument();
});

test('a press or key before the page is idle fetches it at once', async () => {
  jest.useFakeTimers();
  const { afterLoadIsland } = freshModule();
  let resolveLoad: (component: typeof Island) => void = () => undefined;
  const load = jest.fn(() => new Promise<typeof Island>((resolve) => (resolveLoad = resolve)));
  const Later = afterLoadIsland('test-island', load);

  render(<Later label="pressed" />);
  expect(load).not.toHaveBeenCalled();
  await act(async () => {
    window.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
  });
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => {
    resolveLoad(Island);
  });
  expect(screen.getByText('pressed')).toBeInTheDocument();
});

test('a chunk that fails leaves the page as it is, not the error view', async () => {
  const { afterLoadIsland } = freshModule();
  const load = jest.fn((): Promise<typeof Island> =>
    Promise.reject(new Error('Loading chunk test-island failed.')),
  );
  const Later = afterLoadIsland('test-island', load);

  render(
    <Boundary>
      <p>page</p>
      <Later label="never" />
    </Boundary>,
  );
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  // The rejection and whatever React does with it settle within these microtasks.
  await act(async () => {
    await load.mock.results[0]?.value.catch(() => undefined);
  });
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(screen.queryByText('error view')).not.toBeInTheDocument();
  expect(screen.queryByText('never')).not.toBeInTheDocument();
});
