import { THEME_ACCENTS_JS } from './themes';

/**
 * `WIDGETS_URL/event-widget.js`: `window.EventWidget.mount(el, { hash, hallId, locale,
 * isOnlyChat, isShowPoll })` (docs/upstream-api.md, section 4). Mounts a small chat / questions / poll panel
 * fed by the demo media API next to the script, refreshing every 15 s while mounted. Tabs follow
 * the WAI-ARIA tabs pattern; `isOnlyChat` shows the chat alone, `isShowPoll` opens on the poll.
 * All upstream text is set with textContent.
 */
export const EVENT_WIDGET_JS = String.raw`(function () {
  'use strict';
  if (window.EventWidget && typeof window.EventWidget.mount === 'function') return;

  var script = document.currentScript;
  var API = new URL('/demo/media/', script && script.src ? script.src : window.location.href).href;
  var REFRESH_MS = 15000;
  var STYLE_ID = 'demo-event-widget-style';
  var ACCENTS = ${THEME_ACCENTS_JS};
  var TEXTS = {
    ru: {
      region: 'Интерактив мероприятия', chat: 'Чат', questions: 'Вопросы', poll: 'Опрос',
      loading: 'Загрузка…', failed: 'Не удалось загрузить чат и опросы. Попробуйте обновить страницу.',
      noChat: 'Сообщений пока нет', noQuestions: 'Вопросов пока нет', noPoll: 'Сейчас нет активного опроса',
      answered: 'Отвечен', likes: 'Нравится', votes: 'Голосов', correct: 'Верный ответ', closed: 'Опрос завершён',
      average: 'Средняя оценка', of: 'из', score: 'Баллы', answers: 'Ответы участников'
    },
    en: {
      region: 'Event interaction', chat: 'Chat', questions: 'Questions', poll: 'Poll',
      loading: 'Loading…', failed: 'Could not load the chat and polls. Please refresh the page.',
      noChat: 'No messages yet', noQuestions: 'No questions yet', noPoll: 'There is no active poll right now',
      answered: 'Answered', likes: 'Likes', votes: 'Votes', correct: 'Correct answer', closed: 'The poll is closed',
      average: 'Average rating', of: 'of', score: 'Score', answers: 'Answers from participants'
    }
  };
  var CSS = [
    '.dew{--dew-accent:#559CD6;font:15px/1.45 Inter,"Segoe UI",Arial,sans-serif;color:#111318;background:#fff;border:1px solid #d5d8de;border-radius:12px;overflow:hidden}',
    '.dew [role=tablist]{display:flex;border-bottom:1px solid #d5d8de}',
    '.dew [role=tab]{flex:1;font:inherit;font-weight:600;padding:10px 8px;background:none;border:0;border-bottom:3px solid transparent;color:#4f5563;cursor:pointer}',
    '.dew [role=tab][aria-selected=true]{color:#111318;border-bottom-color:var(--dew-accent)}',
    '.dew [role=tab]:focus-visible,.dew a:focus-visible{outline:3px solid #111318;outline-offset:-3px}',
    '.dew-panel{max-height:420px;overflow:auto;padding:12px 16px}',
    '.dew-panel:focus-visible{outline:3px solid #111318;outline-offset:-3px}',
    '.dew ul,.dew ol{list-style:none;margin:0;padding:0}',
    '.dew li{padding:8px 0;border-bottom:1px solid #eceef1}',
    '.dew li:last-child{border-bottom:0}',
    '.dew-head{display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}',
    '.dew-time,.dew-muted{color:#4f5563;font-size:13px}',
    '.dew-tag{font-size:12px;font-weight:600;padding:0 6px;border-radius:4px;background:#e6f4ea;color:#1e5e2b}',
    '.dew h3{font-size:16px;margin:0 0 8px}',
    '.dew-bar{height:8px;border-radius:4px;background:#eceef1;margin-top:4px;overflow:hidden}',
    '.dew-bar span{display:block;height:100%;background:var(--dew-accent)}',
    '.dew-correct{font-weight:600;color:#1e5e2b}',
    '.dew-dark{background:#15191c;color:#f2f3f5;border-color:#2c3136}',
    '.dew-dark [role=tab]{color:#b4bac4}.dew-dark [role=tab][aria-selected=true]{color:#f2f3f5}',
    '.dew-dark li{border-color:#2c3136}.dew-dark .dew-time,.dew-dark .dew-muted{color:#b4bac4}'
  ].join('\n');

  var mounted = typeof WeakMap === 'function' ? new WeakMap() : null;

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function injectStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = element('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function getJson(path, signal) {
    return fetch(API + path, { headers: { Accept: 'application/json' }, signal: signal }).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    });
  }

  function clockTime(iso, locale) {
    var time = Date.parse(iso);
    return isNaN(time) ? '' : new Date(time).toLocaleTimeString(locale === 'en' ? 'en-GB' : 'ru-RU', { hour: '2-digit', minute: '2-digit' });
  }

  function emptyNote(text) {
    return element('p', 'dew-muted', text);
  }

  function renderChat(items, t, locale) {
    if (!items.length) return emptyNote(t.noChat);
    var list = element('ul');
    items.forEach(function (item) {
      var row = element('li');
      var head = element('div', 'dew-head');
      head.appendChild(element('strong', '', item.author && item.author.name));
      var time = element('time', 'dew-time', clockTime(item.createdAt, locale));
      time.setAttribute('datetime', item.createdAt);
      head.appendChild(time);
      row.appendChild(head);
      row.appendChild(element('div', '', item.payload && item.payload.text));
      list.appendChild(row);
    });
    return list;
  }

  function renderQuestions(items, t, locale) {
    var questions = items
      .filter(function (item) { return item.payload && item.payload.isQuestion === true; })
      .sort(function (a, b) { return (b.payload.likes || 0) - (a.payload.likes || 0); });
    if (!questions.length) return emptyNote(t.noQuestions);
    var list = element('ul');
    questions.forEach(function (item) {
      var row = element('li');
      var head = element('div', 'dew-head');
      head.appendChild(element('strong', '', item.author && item.author.name));
      head.appendChild(element('span', 'dew-time', clockTime(item.createdAt, locale)));
      if (item.payload.isAnswered) head.appendChild(element('span', 'dew-tag', t.answered));
      row.appendChild(head);
      row.appendChild(element('div', '', item.payload.text));
      row.appendChild(element('div', 'dew-muted', t.likes + ': ' + (item.payload.likes || 0)));
      list.appendChild(row);
    });
    return list;
  }

  function optionRow(option, total, t, label) {
    var row = element('li');
    var percent = total > 0 ? Math.round((option.votes / total) * 100) : 0;
    var head = element('div', 'dew-head');
    head.appendChild(element('span', '', option.text));
    head.appendChild(element('span', 'dew-muted', label !== undefined ? label : t.votes + ': ' + option.votes + ' (' + percent + '%)'));
    if (option.isCorrect === true) head.appendChild(element('span', 'dew-correct', '✓ ' + t.correct));
    row.appendChild(head);
    var bar = element('div', 'dew-bar');
    bar.setAttribute('aria-hidden', 'true');
    var fill = element('span');
    fill.style.width = Math.min(100, percent) + '%';
    bar.appendChild(fill);
    row.appendChild(bar);
    return row;
  }

  function renderPoll(poll, t, locale) {
    if (!poll) return emptyNote(t.noPoll);
    var box = element('div');
    box.appendChild(element('h3', '', poll.question));
    if (poll.isClosed) box.appendChild(element('p', 'dew-muted', t.closed));
    var options = Array.isArray(poll.options) ? poll.options.slice() : [];
    var list = element(poll.type === 'ranked-choice' ? 'ol' : 'ul');
    if (poll.type === 'open-choice') {
      box.appendChild(element('p', 'dew-muted', t.answers + ': ' + (poll.answers || []).length));
      (poll.answers || []).forEach(function (answer) { list.appendChild(element('li', '', answer)); });
    } else if (poll.type === 'ranked-choice') {
      options.sort(function (a, b) { return (b.score || 0) - (a.score || 0); });
      var top = options.length ? options[0].score || 0 : 0;
      options.forEach(function (option, index) {
        var row = optionRow({ text: (index + 1) + '. ' + option.text, votes: option.score || 0 }, top, t, t.score + ': ' + (option.score || 0));
        list.appendChild(row);
      });
    } else {
      if (poll.type === 'rating-choice') {
        var sum = 0;
        var count = 0;
        options.forEach(function (option) { sum += Number(option.text) * option.votes; count += option.votes; });
        var average = count ? (sum / count).toLocaleString(locale === 'en' ? 'en-GB' : 'ru-RU', { maximumFractionDigits: 1 }) : '—';
        box.appendChild(element('p', '', t.average + ': ' + average + ' ' + t.of + ' ' + (poll.scale || 5)));
      }
      options.forEach(function (option) { list.appendChild(optionRow(option, poll.totalVotes, t)); });
    }
    box.appendChild(list);
    box.appendChild(element('p', 'dew-muted', t.votes + ': ' + poll.totalVotes));
    return box;
  }

  function buildTabs(root, names, t, initial) {
    var tablist = element('div');
    tablist.setAttribute('role', 'tablist');
    tablist.setAttribute('aria-label', t.region);
    var tabs = [];
    var panels = {};
    var uid = 'dew-' + Math.random().toString(36).slice(2, 8);
    names.forEach(function (name) {
      var tab = element('button', '', t[name]);
      tab.type = 'button';
      tab.id = uid + '-tab-' + name;
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', uid + '-panel-' + name);
      tabs.push(tab);
      tablist.appendChild(tab);
      var panel = element('div', 'dew-panel');
      panel.id = uid + '-panel-' + name;
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
      panels[name] = panel;
    });
    function select(index, focus) {
      tabs.forEach(function (tab, i) {
        var selected = i === index;
        tab.setAttribute('aria-selected', selected ? 'true' : 'false');
        tab.tabIndex = selected ? 0 : -1;
        panels[names[i]].hidden = !selected;
      });
      if (focus) tabs[index].focus();
    }
    tabs.forEach(function (tab, index) {
      tab.addEventListener('click', function () { select(index, false); });
      tab.addEventListener('keydown', function (event) {
        var next = null;
        if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
        else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
        else if (event.key === 'Home') next = 0;
        else if (event.key === 'End') next = tabs.length - 1;
        if (next !== null) {
          event.preventDefault();
          select(next, true);
        }
      });
    });
    if (names.length > 1) root.appendChild(tablist);
    names.forEach(function (name) { root.appendChild(panels[name]); });
    select(Math.max(0, names.indexOf(initial)), false);
    return panels;
  }

  function fill(panel, content) {
    panel.textContent = '';
    panel.appendChild(content);
  }

  function mount(el, options) {
    if (!el || el.nodeType !== 1) throw new TypeError('EventWidget.mount needs an element');
    var opts = options || {};
    var locale = opts.locale === 'en' ? 'en' : 'ru';
    var t = TEXTS[locale];
    var previous = mounted && mounted.get(el);
    if (previous) previous();
    injectStyle();

    var controller = typeof AbortController === 'function' ? new AbortController() : null;
    var timer = null;
    function stop() {
      if (timer) clearInterval(timer);
      if (controller) controller.abort();
    }
    if (mounted) mounted.set(el, stop);

    el.textContent = '';
    var root = element('section', 'dew');
    root.setAttribute('aria-label', t.region);
    root.setAttribute('lang', locale);
    el.appendChild(root);
    var names = opts.isOnlyChat ? ['chat'] : ['chat', 'questions', 'poll'];
    var panels = buildTabs(root, names, t, opts.isShowPoll ? 'poll' : 'chat');
    if (names.length === 1) {
      // No tab list to name it: the lone chat panel becomes a labelled region. Not a live
      // region: each refresh redraws the list, which would be read out again in full.
      panels.chat.setAttribute('role', 'region');
      panels.chat.removeAttribute('aria-labelledby');
      panels.chat.setAttribute('aria-label', t.chat);
    }
    names.forEach(function (name) { fill(panels[name], emptyNote(t.loading)); });

    var signal = controller ? controller.signal : undefined;
    var hash = String(opts.hash || '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(hash)) {
      names.forEach(function (name) { fill(panels[name], emptyNote(t.failed)); });
      return;
    }

    getJson('eventor/public/activity/' + encodeURIComponent(hash), signal)
      .then(function (body) {
        var activity = body.activity;
        var theme = Object.prototype.hasOwnProperty.call(ACCENTS, activity.theme) ? activity.theme : 'default';
        var accent = ACCENTS[theme];
        root.style.setProperty('--dew-accent', accent);
        if (activity.darkMode === true) root.classList.add('dew-dark');
        var hallId = /^[1-9][0-9]*$/.test(String(opts.hallId || '')) ? String(opts.hallId) : String(activity.mainHall.id);
        function refresh() {
          if (!el.isConnected) {
            stop();
            return;
          }
          var chat = getJson('chat/room/chat_moder_hist?roomId=' + hallId + '&limit=50', signal).then(function (data) {
            var items = data.items || [];
            var atBottom = panels.chat.scrollHeight - panels.chat.scrollTop - panels.chat.clientHeight < 24;
            fill(panels.chat, renderChat(items, t, locale));
            if (atBottom) panels.chat.scrollTop = panels.chat.scrollHeight;
            if (panels.questions) fill(panels.questions, renderQuestions(items, t, locale));
          });
          var poll = panels.poll
            ? getJson('polls/last/' + activity.activityID, signal).then(function (data) {
                fill(panels.poll, renderPoll(data.poll, t, locale));
              })
            : Promise.resolve();
          return Promise.all([chat, poll]);
        }
        timer = setInterval(function () { refresh().catch(function () {}); }, REFRESH_MS);
        return refresh();
      })
      .catch(function (error) {
        if (error && error.name === 'AbortError') return;
        names.forEach(function (name) { fill(panels[name], emptyNote(t.failed)); });
      });
  }

  window.EventWidget = { mount: mount };
})();
`;
