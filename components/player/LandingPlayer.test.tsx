/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IslandIntl } from '@/lib/testing/island-intl';
import { LandingPlayer, parseLandingPlayerFlags } from './LandingPlayer';

const props = {
  hash: 'demo-online',
  activityId: 101,
  theme: 'deep-blue',
  playerUrl: '/demo/player',
  locale: 'en',
};

const player = (
  <IslandIntl island="player" locale="en">
    <LandingPlayer {...props} />
  </IslandIntl>
);

describe('parseLandingPlayerFlags', () => {
  it('reads the landing flags from the query string', () => {
    expect(
      parseLandingPlayerFlags(
        '?debug=1&isOnlyChat=true&code=abc&customDomain=events.acme.example&isOnlyRegistration=yes&isHighload=1',
      ),
    ).toEqual({
      debug: true,
      isOnlyChat: true,
      customDomain: 'events.acme.example',
      isOnlyRegistration: true,
      isHighload: true,
    });
  });

  it('treats an empty flag as off and any other value as on, as the server does', () => {
    expect(parseLandingPlayerFlags('?debug=&isHighload=')).toMatchObject({
      debug: false,
      isHighload: false,
    });
    for (const value of ['false', '0', 'Y', 'yes']) {
      expect(parseLandingPlayerFlags(`?debug=${value}&isOnlyChat=${value}`)).toMatchObject({
        debug: true,
        isOnlyChat: true,
      });
    }
  });

  it('reads a repeated flag by its last value', () => {
    expect(parseLandingPlayerFlags('?debug=1&debug=&isHighload=&isHighload=1')).toMatchObject({
      debug: false,
      isHighload: true,
    });
  });

  it('treats absent flags as off and an empty custom domain as none', () => {
    expect(parseLandingPlayerFlags('?hash=x&customDomain=%20')).toEqual({
      debug: false,
      isOnlyChat: false,
      customDomain: undefined,
      isOnlyRegistration: false,
      isHighload: false,
    });
  });
});

describe('LandingPlayer', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders no flags on the server, whatever the URL', () => {
    window.history.replaceState(null, '', '/en/max?hash=demo-online&debug=1');
    const html = renderToString(player);
    expect(html).toContain(
      'src="/demo/player/?hash=demo-online&amp;theme=deep-blue&amp;locale=en"',
    );
  });

  it('adds the URL flags to the player in the browser', () => {
    window.history.replaceState(
      null,
      '',
      '/en/max?hash=demo-online&debug=1&isOnlyChat=true&customDomain=x.example&isHighload=1&isOnlyRegistration=1',
    );
    render(player);
    expect(screen.getByTestId('player-frame')).toHaveAttribute(
      'src',
      '/demo/player/?is-only-chat=true&is-only-registration=true&is-highload=true' +
        '&custom-domain=x.example&hash=demo-online&theme=deep-blue&debug=true&locale=en',
    );
  });

  it('keeps the plain src without flags', () => {
    window.history.replaceState(null, '', '/en/max?hash=demo-online');
    render(player);
    expect(screen.getByTestId('player-frame')).toHaveAttribute(
      'src',
      '/demo/player/?hash=demo-online&theme=deep-blue&locale=en',
    );
  });

  it('hydrates the server-rendered iframe in place (no second load) and then adds the flags', async () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/en/max?hash=demo-online&debug=1');
    const container = document.createElement('div');
    container.innerHTML = renderToString(player);
    document.body.appendChild(container);
    const serverFrame = container.querySelector('iframe');
    expect(serverFrame?.getAttribute('src')).not.toContain('debug');

    const root = await act(async () => hydrateRoot(container, player));
    expect(container.querySelector('iframe')).toBe(serverFrame);
    expect(serverFrame?.getAttribute('src')).toContain('&debug=true&locale=en');

    act(() => root.unmount());
    container.remove();
    jest.useRealTimers();
  });
});
