// @ts-check
/* global followFrameHeight */
/**
 * `WIDGETS_URL/registration.js` (app/demo/widgets/registration.js/route.ts): defines
 * `window.addRegistrationWidget(containerId)` (docs/upstream-api.md, section 4). Like a real
 * widget it only appends a frame to the container and never clears it, so the demo shows it if
 * the page ever hands a filled container over again.
 */
(function () {
  'use strict';
  if (typeof window.addRegistrationWidget === 'function') return;
  // @demo-include frame-listener.js

  // Only a web address or a same-site path may become the frame's src: never javascript: etc.
  var SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;

  /** @param {string} src */
  function frameTitle(src) {
    try {
      var locale = new URL(src, window.location.href).searchParams.get('locale');
      return locale === 'en' ? 'Event registration' : 'Регистрация на мероприятие';
    } catch (error) {
      return 'Регистрация на мероприятие';
    }
  }

  window.addRegistrationWidget = function (containerId) {
    var container = document.getElementById(containerId);
    if (!container) {
      console.warn('[registration widget] no element with id', containerId);
      return;
    }
    var src = container.getAttribute('data-src') || '';
    if (!SAFE_SRC.test(src)) {
      console.warn('[registration widget] data-src must be an http(s) URL or a path:', src);
      return;
    }
    var iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.name = container.getAttribute('data-name') || '';
    iframe.title = frameTitle(src);
    iframe.style.display = 'block';
    iframe.style.width = '100%';
    iframe.style.height = '480px';
    iframe.style.border = '0';
    container.appendChild(iframe);
    followFrameHeight(iframe, 'registration');
  };
})();
