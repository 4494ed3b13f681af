import { FRAME_LISTENER_JS } from './frame-listener';

/**
 * `PLAYER_URL/frame.js`: defines `window.initPlayerFrame(iframe)`, which the product polls for
 * every 50 ms (docs/upstream-api.md, section 4). It marks the frame initialised (idempotent) and sizes it
 * from the player's resize messages.
 */
export const PLAYER_FRAME_JS = String.raw`(function () {
  'use strict';
  if (typeof window.initPlayerFrame === 'function') return;
${FRAME_LISTENER_JS}
  window.initPlayerFrame = function (iframe) {
    if (!iframe || iframe.tagName !== 'IFRAME') return;
    if (iframe.getAttribute('data-player-initialised') === 'true') return;
    iframe.setAttribute('data-player-initialised', 'true');
    if (!iframe.title) {
      iframe.title = document.documentElement.lang === 'en' ? 'Event player' : 'Плеер мероприятия';
    }
    followFrameHeight(iframe, 'player');
  };
})();
`;
