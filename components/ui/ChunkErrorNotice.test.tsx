/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { ChunkErrorNotice } from './ChunkErrorNotice';

function chunkError(): Error {
  const error = new Error('Loading chunk 742 failed.\n(error: https://site.example/_next/x.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function setup(locale: 'en' | 'ru' = 'en') {
  const onReload = jest.fn();
  const view = render(
    <ChunkErrorNotice
      text={{
        failed: (locale === 'en' ? en : ru).errors.chunkLoadFailed,
        reload: (locale === 'en' ? en : ru).errors.reload,
      }}
      onReload={onReload}
    />,
  );
  return { onReload, ...view };
}

/** jsdom has no PromiseRejectionEvent: an Event carrying `reason` is what the listener reads. */
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('ChunkErrorNotice', () => {
  afterEach(() => document.body.querySelectorAll('script, link').forEach((node) => node.remove()));

  it('shows nothing until something fails', () => {
    setup();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a persistent notice with a reload button for an uncaught chunk-load error', () => {
    const { onReload } = setup();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: chunkError() }));
    });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(en.errors.chunkLoadFailed);
    fireEvent.click(screen.getByRole('button', { name: en.errors.reload }));
    expect(onReload).toHaveBeenCalledTimes(1);
    // Persistent: it stays after the click until the page really reloads.
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('reacts to an unhandled rejection with a chunk-load error, in Russian too', () => {
    setup('ru');
    act(() => {
      window.dispatchEvent(rejection(new Error('Loading CSS chunk app-layout failed')));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(ru.errors.chunkLoadFailed);
    expect(screen.getByRole('button', { name: ru.errors.reload })).toBeInTheDocument();
  });

  it('reacts to a failed app script element (errors that do not bubble)', () => {
    setup();
    const script = document.createElement('script');
    script.src = '/_next/static/chunks/app-page-1234.js';
    document.body.appendChild(script);
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('ignores other errors, rejections and failed embed scripts', () => {
    setup();
    const embed = document.createElement('script');
    embed.src = '/demo/player/frame.js';
    document.body.appendChild(embed);
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
      window.dispatchEvent(rejection(new Error('Loading script failed')));
      window.dispatchEvent(rejection('Loading chunk 1 failed'));
      embed.dispatchEvent(new Event('error'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops listening when unmounted', () => {
    const removeSpy = jest.spyOn(window, 'removeEventListener');
    const { unmount } = setup();
    unmount();
    expect(removeSpy).toHaveBeenCalledWith('error', expect.any(Function), true);
    expect(removeSpy).toHaveBeenCalledWith('unhandledrejection', expect.any(Function));
    removeSpy.mockRestore();
  });
});
