// @ts-check
/* global followFrameHeight */
/**
 * `PLAYER_URL/frame.js` (app/demo/player/frame.js/route.ts): defines
 * `window.initPlayerFrame(iframe)`, which the product polls for every 50 ms
 * (docs/upstream-api.md, section 4). It marks the frame initialised (idempotent) and sizes it
 * from the player's resize messages.
 */
(function () {
  'use strict';
  if (typeof window.initPlayerFrame === 'function') return;
  // @demo-include frame-listener.js

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
