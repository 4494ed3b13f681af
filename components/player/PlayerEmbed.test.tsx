/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetLoadedScripts } from '@/lib/embed/load-script';
import { textIn } from '@/test/text';
import { playerText } from './text';
import type { PlayerText } from './PlayerEmbed';
import { PlayerEmbed, type PlayerEmbedProps } from './PlayerEmbed';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
let text: PlayerText;
beforeAll(async () => {
  text = await textIn('en', playerText);
});

const globals = window as unknown as Record<string, unknown>;

/** The player's texts in English (the catalogue's), its query in Russian. */
function renderPlayer(props: Partial<PlayerEmbedProps> = {}) {
  return render(
    <PlayerEmbed text={text} locale="en" hash="demo-online" playerUrl="/demo/player" {...props} />,
  );
}

function frameScript(src = '/demo/player/frame.js'): HTMLScriptElement {
  const script = document.head.querySelector(`script[src="${src}"]`);
  if (!(script instanceof HTMLScriptElement)) throw new Error(`no script ${src}`);
  return script;
}

/**
 * Timers still scheduled, after letting React's own zero-delay scheduler task run (without
 * MessageChannel in jsdom, React schedules its work with setTimeout(0)).
 */
function pendingTimers(): number {
  act(() => {
    jest.advanceTimersByTime(0);
  });
  return jest.getTimerCount();
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('PlayerEmbed', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetLoadedScripts();
    document.head.innerHTML = '';
    delete globals.initPlayerFrame;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('renders the frame with the player query, a title and the allow list', () => {
    renderPlayer({
      hallId: 501,
      activityId: 101,
      theme: 'deep-blue',
      isOnlyChat: 'yes',
      debug: '',
    });
    const frame = screen.getByTestId('player-frame');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      '/demo/player/?is-only-chat=yes&hall-id=501&hash=demo-online&theme=deep-blue&locale=en',
    );
    expect(frame).toHaveAttribute('title', 'Event player');
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(screen.getByTitle('Event player')).toBe(frame);
    // 16:9 box up to 1240 px in the default platform mode.
    expect(frame).toHaveClass('aspect-video');
    expect(frame.parentElement).toHaveClass('max-w-player');
    expect(frame.parentElement).toHaveAttribute('data-mode', 'platform');
  });

  it('loads frame.js once, polls every 50 ms and initialises the frame', async () => {
    const initPlayerFrame = jest.fn();
    renderPlayer();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the player…');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    await act(async () => frameScript().dispatchEvent(new Event('load')));

    await advance(150);
    expect(initPlayerFrame).not.toHaveBeenCalled();
    globals.initPlayerFrame = initPlayerFrame;
    await advance(50);

    expect(initPlayerFrame).toHaveBeenCalledTimes(1);
    expect(initPlayerFrame).toHaveBeenCalledWith(screen.getByTestId('player-frame'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Success stops the polling: nothing is left scheduled.
    expect(pendingTimers()).toBe(0);
  });

  it('stops polling on unmount: no timers remain', async () => {
    const { unmount } = renderPlayer();
    await act(async () => frameScript().dispatchEvent(new Event('load')));
    await advance(500);
    expect(pendingTimers()).toBe(1);
    unmount();
    expect(pendingTimers()).toBe(0);
    globals.initPlayerFrame = jest.fn();
    await advance(20_000);
    expect(globals.initPlayerFrame).not.toHaveBeenCalled();
  });

  it('shows the translated error with a retry after 20 s without initPlayerFrame', async () => {
    renderPlayer();
    await act(async () => frameScript().dispatchEvent(new Event('load')));
    await advance(19_950);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(50);
    expect(screen.getByRole('alert')).toHaveTextContent('The player could not be loaded.');
    expect(pendingTimers()).toBe(0);
    // The frame stays in place: the player itself may still work.
    expect(screen.getByTestId('player-frame')).toBeInTheDocument();

    const initPlayerFrame = jest.fn();
    globals.initPlayerFrame = initPlayerFrame;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(initPlayerFrame).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fails at once when frame.js cannot be loaded, and a retry loads it again', async () => {
    renderPlayer();
    await act(async () => frameScript().dispatchEvent(new Event('error')));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(pendingTimers()).toBe(0);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(screen.getByRole('status')).toBeInTheDocument();
    globals.initPlayerFrame = jest.fn();
    await act(async () => frameScript().dispatchEvent(new Event('load')));
    await advance(50);
    expect(globals.initPlayerFrame).toHaveBeenCalledTimes(1);
  });

  describe('resize messages', () => {
    function post(origin: string, data: unknown, source: Window | null) {
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
      });
    }

    it('sets the frame height from its own frame on the player origin', () => {
      renderPlayer();
      const frame = screen.getByTestId('player-frame') as HTMLIFrameElement;
      post(
        'http://localhost',
        { source: 'player', type: 'resize', height: 612 },
        frame.contentWindow,
      );
      expect(frame.style.height).toBe('612px');
      expect(frame).not.toHaveClass('aspect-video');
    });

    it('ignores a resize from a foreign origin', () => {
      renderPlayer();
      const frame = screen.getByTestId('player-frame') as HTMLIFrameElement;
      post(
        'https://evil.example',
        { source: 'player', type: 'resize', height: 9000 },
        frame.contentWindow,
      );
      expect(frame.style.height).toBe('');
      expect(frame).toHaveClass('aspect-video');
    });

    it('ignores a resize from another window or for another source', () => {
      renderPlayer();
      const frame = screen.getByTestId('player-frame') as HTMLIFrameElement;
      post('http://localhost', { source: 'player', type: 'resize', height: 700 }, window);
      post(
        'http://localhost',
        { source: 'registration', type: 'resize', height: 700 },
        frame.contentWindow,
      );
      expect(frame.style.height).toBe('');
    });

    it('accepts only the configured absolute player origin', () => {
      renderPlayer({ playerUrl: 'https://player.example.com' });
      const frame = screen.getByTestId('player-frame') as HTMLIFrameElement;
      expect(frame.getAttribute('src')).toBe(
        'https://player.example.com/?hash=demo-online&locale=en',
      );
      post(
        'http://localhost',
        { source: 'player', type: 'resize', height: 500 },
        frame.contentWindow,
      );
      expect(frame.style.height).toBe('');
      post(
        'https://player.example.com',
        { source: 'player', type: 'resize', height: 500 },
        frame.contentWindow,
      );
      expect(frame.style.height).toBe('500px');
    });
  });

  it('fills the viewport in the other modes', () => {
    renderPlayer({ mode: 'meetings' });
    const frame = screen.getByTestId('player-frame');
    expect(frame.parentElement).toHaveAttribute('data-mode', 'meetings');
    expect(frame.parentElement).toHaveClass('h-dvh');
    expect(frame).not.toHaveClass('aspect-video');
  });
});
