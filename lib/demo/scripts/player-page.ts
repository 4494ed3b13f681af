import { FRAME_MESSAGING_JS } from './frame-messaging';
import { THEME_ACCENTS_JS } from './themes';

/**
 * The player frame (`PLAYER_URL/?hash=…&locale=…`, docs/upstream-api.md, section 4). It reads the spec's
 * kebab-case query, loads the activity from the demo media API, and shows either a live demo
 * picture (a canvas animation: the demo ships no video) or when the broadcast starts, over the
 * poster. Everything is built with textContent, so organizer text never becomes markup.
 */
export const PLAYER_PAGE_HTML = String.raw`<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Плеер мероприятия</title>
<style>
:root{--accent:#559CD6;--bg:#ffffff;--fg:#111318;--muted:#4f5563;--surface:#f1f2f5}
html.dark{--bg:#020703;--fg:#f2f3f5;--muted:#b4bac4;--surface:#15191c}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 Inter,"Segoe UI",Arial,sans-serif}
main{padding:0}
.stage{position:relative;width:100%;aspect-ratio:16/9;background:#000;overflow:hidden;border-radius:12px}
.stage canvas,.stage img{display:block;width:100%;height:100%;object-fit:cover}
.badge{position:absolute;top:12px;left:12px;display:inline-flex;align-items:center;gap:6px;background:#C4261C;color:#fff;font-weight:700;font-size:14px;padding:2px 10px;border-radius:4px}
.badge::before{content:"";width:8px;height:8px;border-radius:50%;background:#fff}
.controls{position:absolute;right:12px;bottom:12px}
.controls button{font:inherit;font-size:14px;color:#fff;background:rgba(0,0,0,.6);border:1px solid rgba(255,255,255,.6);border-radius:6px;padding:6px 12px;cursor:pointer}
.controls button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.overlay{position:absolute;left:0;right:0;bottom:0;display:flex;flex-direction:column;gap:4px;padding:16px 20px;color:#fff;background:rgba(0,0,0,.78)}
.overlay strong{font-size:clamp(16px,2.6vw,24px);line-height:1.3}
.placeholder{position:absolute;inset:0;background:linear-gradient(135deg,var(--accent),#111318)}
.meta{padding:12px 4px 4px}
.meta h1{margin:0;font-size:20px;line-height:1.3}
.meta p{margin:4px 0 0;color:var(--muted)}
.message{padding:32px 16px;text-align:center;background:var(--surface);border-radius:12px}
details{margin-top:12px;font-size:13px;color:var(--muted)}
pre{white-space:pre-wrap;word-break:break-all}
@media (prefers-reduced-motion: reduce){.badge::before{animation:none}}
</style>
</head>
<body>
<main id="root" aria-busy="true"><p class="message" id="loading">Загрузка плеера…</p></main>
<script>
(function () {
  'use strict';
${FRAME_MESSAGING_JS}
  var TEXTS = {
    ru: {
      title: 'Плеер мероприятия',
      loading: 'Загрузка плеера…',
      live: 'В эфире',
      demo: 'ДЕМО-ТРАНСЛЯЦИЯ',
      canvasLabel: 'Демонстрационная трансляция: анимированная заставка вместо видео',
      pause: 'Пауза',
      play: 'Продолжить',
      startsAt: 'Трансляция начнётся',
      ended: 'Трансляция завершена',
      offline: 'Мероприятие проходит офлайн',
      missingHash: 'Мероприятие не найдено',
      notFound: 'Мероприятие не найдено. Пожалуйста, обновите страницу.',
      unexpected: 'К сожалению, произошла непредвиденная ошибка. Попробуйте обновить страницу или обратитесь к администратору.',
      debug: 'Параметры плеера (debug)'
    },
    en: {
      title: 'Event player',
      loading: 'Loading the player…',
      live: 'Live',
      demo: 'DEMO STREAM',
      canvasLabel: 'Demo broadcast: an animated picture in place of video',
      pause: 'Pause',
      play: 'Resume',
      startsAt: 'The broadcast starts on',
      ended: 'The broadcast has ended',
      offline: 'This event takes place offline',
      missingHash: 'Event not found',
      notFound: 'Event not found. Please refresh the page.',
      unexpected: 'Unfortunately, an unexpected error has occurred. Please try refreshing the page or contact the administrator.',
      debug: 'Player parameters (debug)'
    }
  };
  var ACCENTS = ${THEME_ACCENTS_JS};

  var params = new URLSearchParams(window.location.search);
  var flag = function (name) { var value = params.get(name); return value !== null && value !== 'false' && value !== '0'; };
  var locale = params.get('locale') === 'en' ? 'en' : 'ru';
  var t = TEXTS[locale];
  var hash = params.get('hash') || '';
  var root = document.getElementById('root');
  document.documentElement.lang = locale;
  document.title = t.title;
  document.getElementById('loading').textContent = t.loading;

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function applyTheme(theme) {
    var accent = Object.prototype.hasOwnProperty.call(ACCENTS, theme) ? ACCENTS[theme] : ACCENTS['default'];
    document.documentElement.style.setProperty('--accent', accent);
    return accent;
  }

  function isHttpUrl(value) {
    return typeof value === 'string' && /^https?:\/\//i.test(value);
  }

  /** Hours east of UTC as written in the date string itself (the organizer's zone). */
  function offsetHours(iso) {
    var match = /([+-])(\d{2}):(\d{2})$/.exec(iso || '');
    if (!match) return 0;
    var hours = Number(match[2]) + Number(match[3]) / 60;
    return match[1] === '-' ? -hours : hours;
  }

  function formatStart(iso) {
    var time = Date.parse(iso);
    if (isNaN(time)) return '';
    var offset = offsetHours(iso);
    var shifted = new Date(time + offset * 3600000);
    var text = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
      timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit'
    }).format(shifted);
    var whole = Math.trunc(Math.abs(offset));
    var minutes = Math.round((Math.abs(offset) - whole) * 60);
    return text + ' (UTC' + (offset < 0 ? '−' : '+') + whole + (minutes ? ':' + String(minutes).padStart(2, '0') : '') + ')';
  }

  function finish(children) {
    root.textContent = '';
    for (var i = 0; i < children.length; i += 1) root.appendChild(children[i]);
    if (flag('debug')) root.appendChild(debugPanel());
    root.setAttribute('aria-busy', 'false');
  }

  function debugPanel() {
    var details = element('details');
    details.appendChild(element('summary', '', t.debug));
    var entries = {};
    params.forEach(function (value, key) { entries[key] = value; });
    details.appendChild(element('pre', '', JSON.stringify(entries, null, 2)));
    return details;
  }

  function showMessage(text) {
    var message = element('p', 'message', text);
    message.setAttribute('role', 'alert');
    finish([message]);
  }

  function meta(activity, statusText) {
    var block = element('div', 'meta');
    if (!flag('is-embedded-player')) block.appendChild(element('h1', '', activity.name));
    if (!flag('is-hide-description') && statusText) block.appendChild(element('p', '', statusText));
    return block;
  }

  function liveStage(activity, accent) {
    var stage = element('div', 'stage');
    var canvas = element('canvas');
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', t.canvasLabel);
    stage.appendChild(canvas);
    stage.appendChild(element('span', 'badge', t.live));
    var controls = element('div', 'controls');
    var button = element('button', '', t.pause);
    button.type = 'button';
    button.setAttribute('aria-pressed', 'false');
    controls.appendChild(button);
    stage.appendChild(controls);

    var context = canvas.getContext('2d');
    var reduceMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    var paused = false;
    var lastDrawn = 0;

    function fit() {
      var ratio = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      canvas.height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    }

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
      context.fillText(new Date().toLocaleTimeString(locale === 'en' ? 'en-GB' : 'ru-RU'), width / 2, height * 0.58);
    }

    // A few frames a second read as motion; redrawing the whole canvas on every animation frame
    // (60 a second) kept a CPU core busy in every page that shows the demo player.
    var frameMs = reduceMotion ? 1000 : 125;

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
    window.requestAnimationFrame(function (time) { fit(); draw(time); window.requestAnimationFrame(loop); });
    return stage;
  }

  function posterStage(activity, headline, detail) {
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
    var overlay = element('div', 'overlay');
    overlay.setAttribute('role', 'status');
    overlay.appendChild(element('strong', '', headline));
    if (detail) overlay.appendChild(element('span', '', detail));
    stage.appendChild(overlay);
    return stage;
  }

  function render(activity) {
    if (activity.darkMode === true) document.documentElement.classList.add('dark');
    var accent = applyTheme(params.get('theme') || activity.theme || 'default');
    var start = formatStart(activity.plannedStartDate);
    if (activity.status === 'current' && activity.type !== 'offline') {
      finish([liveStage(activity, accent), meta(activity, t.live)]);
    } else if (activity.status === 'completed' || activity.status === 'archived') {
      finish([posterStage(activity, t.ended, ''), meta(activity, t.ended)]);
    } else if (activity.type === 'offline') {
      finish([posterStage(activity, t.offline, start), meta(activity, start)]);
    } else {
      var headline = t.startsAt + ' ' + start;
      finish([posterStage(activity, headline, ''), meta(activity, headline)]);
    }
  }

  startResizeReports('player');

  if (!/^[A-Za-z0-9_-]{1,64}$/.test(hash)) {
    showMessage(t.missingHash);
    return;
  }
  var url = '/demo/media/eventor/public/activity/' + encodeURIComponent(hash) + (flag('is-only-chat') ? '?isOnlyChat=true' : '');
  fetch(url, { headers: { Accept: 'application/json' } })
    .then(function (response) {
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    })
    .then(function (result) {
      if (result.ok && result.body && result.body.activity) render(result.body.activity);
      else if (result.body && (result.body.error === 'ACTIVITY_NOT_FOUND' || result.body.error === 'WRONG_ACTIVITY_ID')) showMessage(t.notFound);
      else showMessage(t.unexpected);
    })
    .catch(function () { showMessage(t.unexpected); });
})();
</script>
</body>
</html>
`;
