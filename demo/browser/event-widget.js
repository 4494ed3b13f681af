// @ts-check
/**
 * `WIDGETS_URL/event-widget.js` (app/demo/widgets/event-widget.js/route.ts):
 * `window.EventWidget.mount(el, { hash, hallId, locale, isOnlyChat, isShowPoll })`
 * (docs/upstream-api.md, section 4). Mounts a small chat / questions / poll panel fed by the demo
 * media API next to the script, refreshing every 15 s while mounted. Tabs follow the WAI-ARIA
 * tabs pattern; `isOnlyChat` shows the chat alone, `isShowPoll` opens on the poll. All upstream
 * text is set with textContent.
 *
 * The styles live in event-widget.css and the theme accents in theme-accents.json; both are
 * inlined where the marker comments stand when the script is served
 * (demo/browser-files.ts).
 */
(function () {
  'use strict';
  /**
   * The demo media API's answers (what demo/ sends).
   * @typedef {import('../wire-types').Activity} Activity
   * @typedef {import('../wire-types').ChatItem} ChatItem
   * @typedef {import('../wire-types').Poll} Poll
   * @typedef {'chat' | 'questions' | 'poll'} PanelName
   */
  if (window.EventWidget && typeof window.EventWidget.mount === 'function') return;

  var script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  var API = new URL('/demo/media/', script && script.src ? script.src : window.location.href).href;
  var REFRESH_MS = 15000;
  var STYLE_ID = 'demo-event-widget-style';
  /** @type {Record<string, string>} */
  var ACCENTS = /* @demo-inline theme-accents.json */ {};
  var TEXTS = {
    ru: {
      region: 'Интерактив мероприятия',
      chat: 'Чат',
      questions: 'Вопросы',
      poll: 'Опрос',
      loading: 'Загрузка…',
      failed: 'Не удалось загрузить чат и опросы. Попробуйте обновить страницу.',
      noChat: 'Сообщений пока нет',
      noQuestions: 'Вопросов пока нет',
      noPoll: 'Сейчас нет активного опроса',
      answered: 'Отвечен',
      likes: 'Нравится',
      votes: 'Голосов',
      correct: 'Верный ответ',
      closed: 'Опрос завершён',
      average: 'Средняя оценка',
      of: 'из',
      score: 'Баллы',
      answers: 'Ответы участников',
    },
    en: {
      region: 'Event interaction',
      chat: 'Chat',
      questions: 'Questions',
      poll: 'Poll',
      loading: 'Loading…',
      failed: 'Could not load the chat and polls. Please refresh the page.',
      noChat: 'No messages yet',
      noQuestions: 'No questions yet',
      noPoll: 'There is no active poll right now',
      answered: 'Answered',
      likes: 'Likes',
      votes: 'Votes',
      correct: 'Correct answer',
      closed: 'The poll is closed',
      average: 'Average rating',
      of: 'of',
      score: 'Score',
      answers: 'Answers from participants',
    },
  };
  /** @typedef {typeof TEXTS.ru} Texts */
  var CSS = /* @demo-inline event-widget.css */ '';

  /** @type {WeakMap<Element, () => void> | null} */
  var mounted = typeof WeakMap === 'function' ? new WeakMap() : null;

  /**
   * @template {keyof HTMLElementTagNameMap} K
   * @param {K} tag
   * @param {string} [className]
   * @param {unknown} [text]
   * @returns {HTMLElementTagNameMap[K]}
   */
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

  /**
   * @param {string} path
   * @param {AbortSignal} [signal]
   * @returns {Promise<any>} the upstream's JSON
   */
  function getJson(path, signal) {
    return fetch(API + path, { headers: { Accept: 'application/json' }, signal: signal }).then(
      function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      },
    );
  }

  /**
   * @param {string} iso
   * @param {string} locale
   */
  function clockTime(iso, locale) {
    var time = Date.parse(iso);
    return isNaN(time)
      ? ''
      : new Date(time).toLocaleTimeString(locale === 'en' ? 'en-GB' : 'ru-RU', {
          hour: '2-digit',
          minute: '2-digit',
        });
  }

  /** @param {string} text */
  function emptyNote(text) {
    return element('p', 'dew-muted', text);
  }

  /**
   * @param {ChatItem[]} items
   * @param {Texts} t
   * @param {string} locale
   */
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

  /**
   * @param {ChatItem[]} items
   * @param {Texts} t
   * @param {string} locale
   */
  function renderQuestions(items, t, locale) {
    var questions = items
      .filter(function (item) {
        return item.payload && item.payload.isQuestion === true;
      })
      .sort(function (a, b) {
        return (b.payload.likes || 0) - (a.payload.likes || 0);
      });
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

  /**
   * @param {{ text: string, votes: number, isCorrect?: boolean }} option
   * @param {number} total
   * @param {Texts} t
   * @param {string} [label] in place of the votes and percentage
   */
  function optionRow(option, total, t, label) {
    var row = element('li');
    var percent = total > 0 ? Math.round((option.votes / total) * 100) : 0;
    var head = element('div', 'dew-head');
    head.appendChild(element('span', '', option.text));
    head.appendChild(
      element(
        'span',
        'dew-muted',
        label !== undefined ? label : t.votes + ': ' + option.votes + ' (' + percent + '%)',
      ),
    );
    if (option.isCorrect === true)
      head.appendChild(element('span', 'dew-correct', '✓ ' + t.correct));
    row.appendChild(head);
    var bar = element('div', 'dew-bar');
    bar.setAttribute('aria-hidden', 'true');
    var fill = element('span');
    fill.style.width = Math.min(100, percent) + '%';
    bar.appendChild(fill);
    row.appendChild(bar);
    return row;
  }

  /**
   * @param {Poll | null | undefined} poll
   * @param {Texts} t
   * @param {string} locale
   */
  function renderPoll(poll, t, locale) {
    if (!poll) return emptyNote(t.noPoll);
    var box = element('div');
    box.appendChild(element('h3', '', poll.question));
    if (poll.isClosed) box.appendChild(element('p', 'dew-muted', t.closed));
    var options = Array.isArray(poll.options) ? poll.options.slice() : [];
    var list = element(poll.type === 'ranked-choice' ? 'ol' : 'ul');
    if (poll.type === 'open-choice') {
      box.appendChild(element('p', 'dew-muted', t.answers + ': ' + (poll.answers || []).length));
      (poll.answers || []).forEach(function (answer) {
        list.appendChild(element('li', '', answer));
      });
    } else if (poll.type === 'ranked-choice') {
      options.sort(function (a, b) {
        return (b.score || 0) - (a.score || 0);
      });
      var top = options.length ? (options[0] && options[0].score) || 0 : 0;
      options.forEach(function (option, index) {
        var row = optionRow(
          { text: index + 1 + '. ' + option.text, votes: option.score || 0 },
          top,
          t,
          t.score + ': ' + (option.score || 0),
        );
        list.appendChild(row);
      });
    } else {
      if (poll.type === 'rating-choice') {
        var sum = 0;
        var count = 0;
        options.forEach(function (option) {
          sum += Number(option.text) * option.votes;
          count += option.votes;
        });
        var average = count
          ? (sum / count).toLocaleString(locale === 'en' ? 'en-GB' : 'ru-RU', {
              maximumFractionDigits: 1,
            })
          : '—';
        box.appendChild(
          element('p', '', t.average + ': ' + average + ' ' + t.of + ' ' + (poll.scale || 5)),
        );
      }
      var total = poll.totalVotes;
      options.forEach(function (option) {
        list.appendChild(optionRow(option, total, t));
      });
    }
    box.appendChild(list);
    box.appendChild(element('p', 'dew-muted', t.votes + ': ' + poll.totalVotes));
    return box;
  }

  /**
   * @param {HTMLElement} root
   * @param {PanelName[]} names
   * @param {Texts} t
   * @param {PanelName} initial
   * @returns {Partial<Record<PanelName, HTMLDivElement>>}
   */
  function buildTabs(root, names, t, initial) {
    var tablist = element('div');
    tablist.setAttribute('role', 'tablist');
    tablist.setAttribute('aria-label', t.region);
    /** @type {HTMLButtonElement[]} */
    var tabs = [];
    /** @type {Partial<Record<PanelName, HTMLDivElement>>} */
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
    /**
     * @param {number} index
     * @param {boolean} focus
     */
    function select(index, focus) {
      tabs.forEach(function (tab, i) {
        var selected = i === index;
        tab.setAttribute('aria-selected', selected ? 'true' : 'false');
        tab.tabIndex = selected ? 0 : -1;
        /** @type {HTMLDivElement} */ (panels[/** @type {PanelName} */ (names[i])]).hidden =
          !selected;
      });
      if (focus) /** @type {HTMLButtonElement} */ (tabs[index]).focus();
    }
    tabs.forEach(function (tab, index) {
      tab.addEventListener('click', function () {
        select(index, false);
      });
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
    names.forEach(function (name) {
      root.appendChild(/** @type {HTMLDivElement} */ (panels[name]));
    });
    select(Math.max(0, names.indexOf(initial)), false);
    return panels;
  }

  /**
   * @param {HTMLElement} panel
   * @param {Node} content
   */
  function fill(panel, content) {
    panel.textContent = '';
    panel.appendChild(content);
  }

  /**
   * @param {Element} el
   * @param {Parameters<NonNullable<Window['EventWidget']>['mount']>[1]} [options]
   */
  function mount(el, options) {
    if (!el || el.nodeType !== 1) throw new TypeError('EventWidget.mount needs an element');
    var opts = options || {};
    var locale = /** @type {'ru' | 'en'} */ (opts.locale === 'en' ? 'en' : 'ru');
    var t = TEXTS[locale];
    var previous = mounted && mounted.get(el);
    if (previous) previous();
    injectStyle();

    var controller = typeof AbortController === 'function' ? new AbortController() : null;
    /** @type {ReturnType<typeof setInterval> | null} */
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
    /** @type {PanelName[]} */
    var names = opts.isOnlyChat ? ['chat'] : ['chat', 'questions', 'poll'];
    var panels = buildTabs(root, names, t, opts.isShowPoll ? 'poll' : 'chat');
    // Every mount has a chat panel.
    var chatPanel = /** @type {HTMLDivElement} */ (panels.chat);
    if (names.length === 1) {
      // No tab list to name it: the lone chat panel becomes a labelled region. Not a live
      // region: each refresh redraws the list, which would be read out again in full.
      chatPanel.setAttribute('role', 'region');
      chatPanel.removeAttribute('aria-labelledby');
      chatPanel.setAttribute('aria-label', t.chat);
    }
    /** @param {string} text */
    function noteEverywhere(text) {
      names.forEach(function (name) {
        fill(/** @type {HTMLDivElement} */ (panels[name]), emptyNote(text));
      });
    }
    noteEverywhere(t.loading);

    var signal = controller ? controller.signal : undefined;
    var hash = String(opts.hash || '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(hash)) {
      noteEverywhere(t.failed);
      return;
    }

    getJson('eventor/public/activity/' + encodeURIComponent(hash), signal)
      .then(function (body) {
        /** @type {Activity} */
        var activity = body.activity;
        var theme = Object.prototype.hasOwnProperty.call(ACCENTS, activity.theme || '')
          ? /** @type {string} */ (activity.theme)
          : 'default';
        var accent = /** @type {string} */ (ACCENTS[theme]);
        root.style.setProperty('--dew-accent', accent);
        if (activity.darkMode === true) root.classList.add('dew-dark');
        var hallId = /^[1-9][0-9]*$/.test(String(opts.hallId || ''))
          ? String(opts.hallId)
          : String(activity.mainHall.id);
        var questionsPanel = panels.questions;
        var pollPanel = panels.poll;
        /** @returns {Promise<unknown>} */
        function refresh() {
          if (!el.isConnected) {
            stop();
            return Promise.resolve();
          }
          var chat = getJson(
            'chat/room/chat_moder_hist?roomId=' + hallId + '&limit=50',
            signal,
          ).then(function (data) {
            /** @type {ChatItem[]} */
            var items = data.items || [];
            var atBottom =
              chatPanel.scrollHeight - chatPanel.scrollTop - chatPanel.clientHeight < 24;
            fill(chatPanel, renderChat(items, t, locale));
            if (atBottom) chatPanel.scrollTop = chatPanel.scrollHeight;
            if (questionsPanel) fill(questionsPanel, renderQuestions(items, t, locale));
          });
          var poll = pollPanel
            ? getJson('polls/last/' + activity.activityID, signal).then(function (data) {
                fill(/** @type {HTMLDivElement} */ (pollPanel), renderPoll(data.poll, t, locale));
              })
            : Promise.resolve();
          return Promise.all([chat, poll]);
        }
        timer = setInterval(function () {
          refresh().catch(function () {});
        }, REFRESH_MS);
        return refresh();
      })
      .catch(function (error) {
        if (error && error.name === 'AbortError') return;
        noteEverywhere(t.failed);
      });
  }

  window.EventWidget = { mount: mount };
})();
