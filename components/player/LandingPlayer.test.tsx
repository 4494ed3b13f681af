/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { textIn } from '@/test/text';
import { playerText } from './text';
import type { LandingPlayerProps } from './LandingPlayer';
import { LandingPlayer } from './LandingPlayer';
import { parseLandingPlayerFlags } from './LandingPlayerEmbed';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

let props: LandingPlayerProps;
let player: React.JSX.Element;
beforeAll(async () => {
  props = {
    hash: 'demo-online',
    activityId: 101,
    theme: 'deep-blue',
    playerUrl: '/demo/player',
    locale: 'en',
    text: await textIn('en', playerText),
  };
  player = <LandingPlayer {...props} />;
});

describe('parseLandingPlayerFlags', () => {
  it('reads the landing flags from the query string', () => {
    expect(
      parseLandingPlayerFlags(
        '?debug=1&isOnlyChat=true&code=abc&customDomain=events.acme.example&isOnlyRegistration=yes&isHighload=1',
      ),
    ).toEqual({
      debug: '1',
      isOnlyChat: 'true',
      customDomain: 'events.acme.example',
      isOnlyRegistration: 'yes',
      isHighload: '1',
    });
  });

  it('keeps a flag as given and an empty one off (undefined), as the server does', () => {
    expect(parseLandingPlayerFlags('?debug=&isHighload=')).toMatchObject({
      debug: undefined,
      isHighload: undefined,
    });
    for (const value of ['false', '0', '2', 'Y', 'yes']) {
      expect(parseLandingPlayerFlags(`?debug=${value}&isOnlyChat=${value}`)).toMatchObject({
        debug: value,
        isOnlyChat: value,
      });
    }
  });

  it('reads a repeated flag by its last value', () => {
    expect(parseLandingPlayerFlags('?debug=1&debug=&isHighload=&isHighload=2')).toMatchObject({
      debug: undefined,
      isHighload: '2',
    });
  });

  it('treats absent flags as off and an empty custom domain as none', () => {
    expect(parseLandingPlayerFlags('?hash=x&customDomain=%20')).toEqual({
      debug: undefined,
      isOnlyChat: undefined,
      customDomain: undefined,
      isOnlyRegistration: undefined,
      isHighload: undefined,
    });
  });
});

describe('LandingPlayer', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    jest.useRealTimers();
  });

  it('renders the 16:9 placeholder with the loading status on the server, no frame', () => {
    window.history.replaceState(null, '', '/en/max?hash=demo-online&debug=1');
    const html = renderToString(player);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('data-testid="player-placeholder"');
    expect(html).toContain('aspect-video');
    expect(html).toContain('data-status="loading"');
    expect(html).toContain('data-activity-id="101"');
    expect(html).toContain('Loading the player…');
  });

  it('adds the frame with the URL flags once the page has loaded and the browser is idle', async () => {
    jest.useFakeTimers();
    window.history.replaceState(
      null,
      '',
      '/en/max?hash=demo-online&debug=2&isOnlyChat=true&customDomain=x.example&isHighload=1&isOnlyRegistration=yes',
    );
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      render(player);
      await act(async () => jest.runAllTimers());
      expect(screen.queryByTestId('player-frame')).toBeNull();
      expect(screen.getByTestId('player-placeholder')).toBeInTheDocument();

      readyState.mockReturnValue('complete');
      await act(async () => {
        window.dispatchEvent(new Event('load'));
      });
      await act(async () => jest.advanceTimersByTime(1));
      expect(await screen.findByTestId('player-frame')).toHaveAttribute(
        'src',
        '/demo/player/?is-only-chat=true&is-only-registration=yes&is-highload=1' +
          '&custom-domain=x.example&hash=demo-online&theme=deep-blue&debug=2&locale=en',
      );
      expect(screen.queryByTestId('player-placeholder')).toBeNull();
    } finally {
      readyState.mockRestore();
    }
  });

  it("starts at once on the visitor's first key press, and keeps the plain src without flags", async () => {
    window.history.replaceState(null, '', '/en/max?hash=demo-online');
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      render(player);
      expect(screen.queryByTestId('player-frame')).toBeNull();
      await act(async () => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      });
      expect(await screen.findByTestId('player-frame')).toHaveAttribute(
        'src',
        '/demo/player/?hash=demo-online&theme=deep-blue&locale=en',
      );
    } finally {
      readyState.mockRestore();
    }
  });

  it('hydrates the server placeholder in place, then replaces it with the frame', async () => {
    window.history.replaceState(null, '', '/en/max?hash=demo-online');
    const container = document.createElement('div');
    container.innerHTML = renderToString(player);
    document.body.appendChild(container);
    const placeholder = container.querySelector('[data-testid="player-placeholder"]');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The page is still loading, so the frame cannot start before the assertions below
    // (however slow the machine); the `load` event then lets it start.
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

    const root = await act(async () => hydrateRoot(container, player));
    // No hydration mismatch: React kept the server's nodes.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(placeholder?.isConnected).toBe(true);
    expect(container.querySelector('iframe')).toBeNull();
    readyState.mockRestore();
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    expect(container.querySelector('[data-mode="platform"]')).toHaveAttribute(
      'data-activity-id',
      '101',
    );

    act(() => root.unmount());
    container.remove();
  });
});
