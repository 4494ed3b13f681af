// @ts-check
/* global startResizeReports */
/**
 * The player frame's script (player.html, `PLAYER_URL/?hash=…&locale=…`, docs/upstream-api.md,
 * section 4), inlined into the page when it is served (demo/browser-files.ts). It reads the
 * kebab-case query (lib/player/player-query.ts), loads the activity from the demo media API, and
 * shows either a live demo picture (a canvas animation: the demo ships no video) or the poster,
 * with one status pill in a corner (live, when the broadcast starts, ended). Everything is built
 * with textContent, so organizer text never becomes markup.
 */
(function () {
  'use strict';
  // @demo-include frame-messaging.js

  /** @typedef {import('../wire-types').Activity} Activity */
  var TEXTS = {
    ru: {
      title: 'Плеер мероприятия',
      loading: 'Загрузка плеера…',
      live: 'В эфире',
      demo: 'ДЕМО-ТРАНСЛЯЦИЯ',
      canvasLabel: 'Демонстрационная трансляция: анимированная заставка вместо видео',
      pause: 'Пауза',
      play: 'Продолжить',
      startsAt: 'Начало',
      planned: 'Трансляция скоро начнётся',
      ended: 'Трансляция завершена',
      offline: 'Мероприятие проходит офлайн',
      missingHash: 'Мероприятие не найдено',
      notFound: 'Мероприятие не найдено. Пожалуйста, обновите страницу.',
      unexpected:
        'К сожалению, произошла непредвиденная ошибка. Попробуйте обновить страницу или обратитесь к администратору.',
      debug: 'Параметры плеера (debug)',
    },
    en: {
      title: 'Event player',
      loading: 'Loading the player…',
      live: 'Live',
      demo: 'DEMO STREAM',
      canvasLabel: 'Demo broadcast: an animated picture in place of video',
      pause: 'Pause',
      play: 'Resume',
      startsAt: 'Starts',
      planned: 'The broadcast starts soon',
      ended: 'The broadcast has ended',
      offline: 'This event takes place offline',
      missingHash: 'Event not found',
      notFound: 'Event not found. Please refresh the page.',
      unexpected:
        'Unfortunately, an unexpected error has occurred. Please try refreshing the page or contact the administrator.',
      debug: 'Player parameters (debug)',
    },
  };
  /** @type {Record<string, string>} */
  var ACCENTS = /* @demo-inline theme-accents.json */ {};

  var params = new URLSearchParams(window.location.search);
  /** @param {string} name */
  var flag = function (name) {
    var value = params.get(name);
    return value !== null && value !== 'false' && value !== '0';
  };
  var locale = /** @type {'ru' | 'en'} */ (params.get('locale') === 'en' ? 'en' : 'ru');
  var t = TEXTS[locale];
  var hash = params.get('hash') || '';
  var root = /** @type {HTMLElement} */ (document.getElementById('root'));
  document.documentElement.lang = locale;
  document.title = t.title;
  /** @type {HTMLElement} */ (document.getElementById('loading')).textContent = t.loading;

  /**
   * @template {keyof HTMLElementTagNameMap} K
   * @param {K} tag
   * @param {string} [className]
   * @param {string} [text]
   * @returns {HTMLElementTagNameMap[K]}
   */
  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** @param {string} theme */
  function applyTheme(theme) {
    var accent = /** @type {string} */ (
      Object.prototype.hasOwnProperty.call(ACCENTS, theme) ? ACCENTS[theme] : ACCENTS['default']
    );
    document.documentElement.style.setProperty('--accent', accent);
    return accent;
  }

  /**
   * @param {unknown} value
   * @returns {value is string}
   */
  function isHttpUrl(value) {
    return typeof value === 'string' && /^https?:\/\//i.test(value);
  }

  /**
   * Hours east of UTC as written in the date string itself (the organizer's zone).
   * @param {string} iso
   */
  function offsetHours(iso) {
    var match = /([+-])(\d{2}):(\d{2})$/.exec(iso || '');
    if (!match) return 0;
    var hours = Number(match[2]) + Number(match[3]) / 60;
    return match[1] === '-' ? -hours : hours;
  }

  /** @param {string} iso */
  function formatStart(iso) {
    var time = Date.parse(iso);
    if (isNaN(time)) return '';
    var offset = offsetHours(iso);
    var shifted = new Date(time + offset * 3600000);
    var text = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(shifted);
    var whole = Math.trunc(Math.abs(offset));
    var minutes = Math.round((Math.abs(offset) - whole) * 60);
    return (
      text +
      ' (UTC' +
      (offset < 0 ? '−' : '+') +
      whole +
      (minutes ? ':' + String(minutes).padStart(2, '0') : '') +
      ')'
    );
  }

  /** @param {HTMLElement[]} children */
  function finish(children) {
    root.textContent = '';
    for (var i = 0; i < children.length; i += 1) {
      root.appendChild(/** @type {HTMLElement} */ (children[i]));
    }
    if (flag('debug')) root.appendChild(debugPanel());
    root.setAttribute('aria-busy', 'false');
  }

  function debugPanel() {
    var details = element('details');
    details.appendChild(element('summary', '', t.debug));
    /** @type {Record<string, string>} */
    var entries = {};
    params.forEach(function (value, key) {
      entries[key] = value;
    });
    details.appendChild(element('pre', '', JSON.stringify(entries, null, 2)));
    return details;
  }

  /** @param {string} text */
  function showMessage(text) {
    var message = element('p', 'message', text);
    message.setAttribute('role', 'alert');
    finish([message]);
  }

  /**
   * The stage's one status line, a pill in its top-left corner as real players place it: the
   * poster carries the event's title and the landing its heading, so the player draws neither.
   * @param {string} className
   * @param {string} text
   */
  function statusPill(className, text) {
    var pill = element('p', className, text);
    pill.setAttribute('role', 'status');
    return pill;
  }

  /**
   * @param {string} accent
   */
  function liveStage(accent) {
    var stage = element('div', 'stage');
    var canvas = element('canvas');
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', t.canvasLabel);
    stage.appendChild(canvas);
    stage.appendChild(statusPill('badge', t.live));
    var controls = element('div', 'controls');
    var button = element('button', '', t.pause);
    button.type = 'button';
    button.setAttribute('aria-pressed', 'false');
    controls.appendChild(button);
    stage.appendChild(controls);

    var context = canvas.getContext('2d');
    var reduceMotion =
      window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    var paused = false;
    var lastDrawn = 0;

    function fit() {
      var ratio = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      canvas.height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    }

    /** @param {number} time */
    function draw(time) {
      if (!context) return;
      var width = canvas.width;
      var height = canvas.height;
      context.fillStyle = '#0b0d12';
      context.fillRect(0, 0, width, height);
      var shift = (time / 40) % (width / 4);
      context.globalAlpha = 0.35;
      context.fillStyle = accent;
      // Slanted bands drifting right: motion that reads as "live" without any video.
      var band = width / 8;
      for (var x = -width / 2 + shift; x < width * 1.5; x += width / 4) {
        context.beginPath();
        context.moveTo(x, 0);
        context.lineTo(x + band, 0);
        context.lineTo(x, height);
        context.lineTo(x - band, height);
        context.closePath();
        context.fill();
      }
      context.globalAlpha = 1;
      context.fillStyle = '#ffffff';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.font = '700 ' + Math.round(height / 10) + 'px Inter, Arial, sans-serif';
      context.fillText(t.demo, width / 2, height * 0.42);
      context.font = '500 ' + Math.round(height / 16) + 'px Inter, Arial, sans-serif';
      context.fillText(
        new Date().toLocaleTimeString(locale === 'en' ? 'en-GB' : 'ru-RU'),
        width / 2,
        height * 0.58,
      );
    }

    // A few frames a second read as motion; redrawing the whole canvas on every animation frame
    // (60 a second) kept a CPU core busy in every page that shows the demo player.
    var frameMs = reduceMotion ? 1000 : 125;

    /** @param {number} time */
    function loop(time) {
      if (!canvas.isConnected) return;
      if (!paused && time - lastDrawn >= frameMs) {
        draw(reduceMotion ? 0 : time);
        lastDrawn = time;
      }
      window.requestAnimationFrame(loop);
    }

    button.addEventListener('click', function () {
      paused = !paused;
      button.textContent = paused ? t.play : t.pause;
      button.setAttribute('aria-pressed', paused ? 'true' : 'false');
    });
    if (typeof ResizeObserver === 'function') new ResizeObserver(fit).observe(canvas);
    window.requestAnimationFrame(function (time) {
      fit();
      draw(time);
      window.requestAnimationFrame(loop);
    });
    return stage;
  }

  /**
   * @param {Activity} activity
   * @param {string} status
   */
  function posterStage(activity, status) {
    var stage = element('div', 'stage');
    var poster = activity.activityPoster && activity.activityPoster.url;
    if (isHttpUrl(poster)) {
      var image = element('img');
      image.src = poster;
      image.alt = '';
      stage.appendChild(image);
    } else {
      stage.appendChild(element('div', 'placeholder'));
    }
    stage.appendChild(statusPill('pill', status));
    return stage;
  }

  /** @param {Activity} activity */
  function render(activity) {
    if (activity.darkMode === true) document.documentElement.classList.add('dark');
    var accent = applyTheme(params.get('theme') || activity.theme || 'default');
    var start = formatStart(activity.plannedStartDate);
    if (activity.status === 'current' && activity.type !== 'offline') {
      finish([liveStage(accent)]);
    } else if (activity.status === 'completed' || activity.status === 'archived') {
      finish([posterStage(activity, t.ended)]);
    } else if (activity.type === 'offline') {
      var detail = flag('is-hide-description') || !start ? '' : ' · ' + start;
      finish([posterStage(activity, t.offline + detail)]);
    } else {
      finish([posterStage(activity, start ? t.startsAt + ' ' + start : t.planned)]);
    }
  }

  startResizeReports('player');

  if (!/^[A-Za-z0-9_-]{1,64}$/.test(hash)) {
    showMessage(t.missingHash);
    return;
  }
  var url =
    '/demo/media/eventor/public/activity/' +
    encodeURIComponent(hash) +
    (flag('is-only-chat') ? '?isOnlyChat=true' : '');
  fetch(url, { headers: { Accept: 'application/json' } })
    .then(function (response) {
      return response.json().then(function (body) {
        return { ok: response.ok, body: body };
      });
    })
    .then(function (result) {
      if (result.ok && result.body && result.body.activity) render(result.body.activity);
      else if (
        result.body &&
        (result.body.error === 'ACTIVITY_NOT_FOUND' || result.body.error === 'WRONG_ACTIVITY_ID')
      )
        showMessage(t.notFound);
      else showMessage(t.unexpected);
    })
    .catch(function () {
      showMessage(t.unexpected);
    });
})();
