import { EMAIL_MAX, NAME_MAX, NAME_MIN } from '../registration';
import { FRAME_MESSAGING_JS } from './frame-messaging';

/**
 * The registration widget page (`WIDGETS_URL/registration?hash=…`, docs/upstream-api.md, section 4): an
 * accessible form that submits to the demo registration endpoint, then tells the parent
 * (`registered`) so it can reload the registration state. Texts follow `?locale=` (ru default).
 */
export const REGISTRATION_PAGE_HTML = String.raw`<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Регистрация на мероприятие</title>
<style>
:root{--accent:#0D69F2;--error:#B3261E;--fg:#111318;--muted:#4f5563}
*{box-sizing:border-box}
html,body{margin:0;background:#fff;color:var(--fg);font:16px/1.5 Inter,"Segoe UI",Arial,sans-serif}
main{padding:20px;max-width:560px;margin:0 auto}
h1{font-size:22px;line-height:1.3;margin:0 0 4px}
.subtitle{margin:0 0 16px;color:var(--muted)}
.field{margin:0 0 16px}
label{display:block;font-weight:600;margin:0 0 4px}
input[type=text],input[type=email]{width:100%;font:inherit;padding:10px 12px;border:1px solid #767b85;border-radius:8px}
input[aria-invalid=true]{border-color:var(--error);border-width:2px}
.checkbox{display:flex;gap:10px;align-items:flex-start}
.checkbox label{font-weight:400;margin:0}
.checkbox input{width:20px;height:20px;margin:2px 0 0;flex:none}
.error{color:var(--error);font-size:14px;margin:4px 0 0}
.summary{border:2px solid var(--error);border-radius:8px;padding:8px 12px;margin:0 0 16px;color:var(--error)}
button{font:inherit;font-weight:600;padding:12px 24px;border:0;border-radius:8px;background:var(--accent);color:#fff;cursor:pointer}
button[disabled]{opacity:.6;cursor:progress}
input:focus-visible,button:focus-visible,.summary:focus-visible,.notice:focus-visible{outline:3px solid var(--fg);outline-offset:2px}
.notice{border-radius:8px;padding:16px;background:#eef6ee;border:1px solid #2e7d32}
.notice.closed{background:#f4f4f6;border-color:#767b85}
[hidden]{display:none !important}
</style>
</head>
<body>
<main aria-busy="true">
<h1 id="title">Регистрация на мероприятие</h1>
<p class="subtitle" id="subtitle"></p>
<p class="notice closed" id="notice" role="status" tabindex="-1" hidden></p>
<form id="form" novalidate hidden>
  <div class="summary" id="summary" role="alert" tabindex="-1" hidden></div>
  <div class="field">
    <label for="name" id="name-label">Имя и фамилия</label>
    <input type="text" id="name" name="name" autocomplete="name" required maxlength="${NAME_MAX}" aria-describedby="name-error">
    <p class="error" id="name-error" hidden></p>
  </div>
  <div class="field">
    <label for="email" id="email-label">Электронная почта</label>
    <input type="email" id="email" name="email" autocomplete="email" required maxlength="${EMAIL_MAX}" aria-describedby="email-error">
    <p class="error" id="email-error" hidden></p>
  </div>
  <div class="field">
    <div class="checkbox">
      <input type="checkbox" id="consent" name="consent" required aria-describedby="consent-error">
      <label for="consent" id="consent-label">Я соглашаюсь на обработку персональных данных</label>
    </div>
    <p class="error" id="consent-error" hidden></p>
  </div>
  <button type="submit" id="submit">Зарегистрироваться</button>
</form>
</main>
<script>
(function () {
  'use strict';
${FRAME_MESSAGING_JS}
  var NAME_MIN = ${NAME_MIN};
  var NAME_MAX = ${NAME_MAX};
  var EMAIL_MAX = ${EMAIL_MAX};
  var TEXTS = {
    ru: {
      title: 'Регистрация на мероприятие',
      participants: 'Регистрация участников',
      order: 'Заказ №',
      name: 'Имя и фамилия',
      email: 'Электронная почта',
      consent: 'Я соглашаюсь на обработку персональных данных',
      submit: 'Зарегистрироваться',
      sending: 'Отправляем…',
      summary: 'Проверьте поля формы: ',
      errors: {
        name: { required: 'Введите имя и фамилию', too_short: 'Имя слишком короткое', too_long: 'Имя не длиннее ' + NAME_MAX + ' символов' },
        email: { required: 'Введите адрес электронной почты', too_long: 'Адрес не длиннее ' + EMAIL_MAX + ' символов', invalid: 'Введите адрес в формате name@example.com' },
        consent: { required: 'Нужно согласие на обработку персональных данных' }
      },
      success: 'Готово! Вы зарегистрированы. Ссылка на мероприятие придёт на ',
      again: 'Вы уже зарегистрированы с адресом ',
      closed: 'Регистрация закрыта',
      notFound: 'Мероприятие не найдено',
      unexpected: 'К сожалению, произошла непредвиденная ошибка. Попробуйте обновить страницу или обратитесь к администратору.'
    },
    en: {
      title: 'Event registration',
      participants: 'Participant registration',
      order: 'Order no.',
      name: 'Full name',
      email: 'E-mail',
      consent: 'I agree to the processing of my personal data',
      submit: 'Register',
      sending: 'Sending…',
      summary: 'Please check the form: ',
      errors: {
        name: { required: 'Enter your full name', too_short: 'The name is too short', too_long: 'The name must be at most ' + NAME_MAX + ' characters' },
        email: { required: 'Enter your e-mail address', too_long: 'The address must be at most ' + EMAIL_MAX + ' characters', invalid: 'Enter an address like name@example.com' },
        consent: { required: 'Please agree to the processing of your personal data' }
      },
      success: 'Done! You are registered. The event link will be sent to ',
      again: 'You are already registered with ',
      closed: 'Registration is closed',
      notFound: 'Event not found',
      unexpected: 'Unfortunately, an unexpected error has occurred. Please try refreshing the page or contact the administrator.'
    }
  };
  var FIELDS = ['name', 'email', 'consent'];

  var params = new URLSearchParams(window.location.search);
  var locale = params.get('locale') === 'en' ? 'en' : 'ru';
  var t = TEXTS[locale];
  var hash = params.get('hash') || '';
  var byId = function (id) { return document.getElementById(id); };
  var main = document.querySelector('main');
  var form = byId('form');
  var notice = byId('notice');
  var summary = byId('summary');
  var submit = byId('submit');

  document.documentElement.lang = locale;
  document.title = t.title;
  byId('title').textContent = params.get('is-registration-participants') === 'true' ? t.participants : t.title;
  byId('name-label').textContent = t.name;
  byId('email-label').textContent = t.email;
  byId('consent-label').textContent = t.consent;
  submit.textContent = t.submit;
  if (params.get('order-id')) byId('subtitle').textContent = t.order + ' ' + params.get('order-id');

  function showNotice(text, isSuccess) {
    notice.textContent = text;
    notice.className = isSuccess ? 'notice' : 'notice closed';
    notice.hidden = false;
    form.hidden = true;
    main.setAttribute('aria-busy', 'false');
  }

  /** The same rules as the server (lib/demo/registration.ts), for feedback before submitting. */
  function validate() {
    var errors = {};
    var name = byId('name').value.trim().replace(/\s+/g, ' ');
    var email = byId('email').value.trim();
    if (!name) errors.name = 'required';
    else if (name.length < NAME_MIN) errors.name = 'too_short';
    else if (name.length > NAME_MAX) errors.name = 'too_long';
    if (!email) errors.email = 'required';
    else if (email.length > EMAIL_MAX) errors.email = 'too_long';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'invalid';
    if (!byId('consent').checked) errors.consent = 'required';
    return { errors: errors, name: name, email: email };
  }

  function showErrors(errors) {
    var messages = [];
    var first = null;
    FIELDS.forEach(function (field) {
      var input = byId(field);
      var slot = byId(field + '-error');
      var code = errors[field];
      var text = code ? (t.errors[field][code] || t.errors[field].required) : '';
      slot.textContent = text;
      slot.hidden = !text;
      if (text) {
        input.setAttribute('aria-invalid', 'true');
        messages.push(text);
        if (!first) first = input;
      } else {
        input.removeAttribute('aria-invalid');
      }
    });
    summary.textContent = messages.length ? t.summary + messages.join('; ') : '';
    summary.hidden = !messages.length;
    if (first) first.focus();
    return messages.length === 0;
  }

  function setSending(sending) {
    submit.disabled = sending;
    submit.textContent = sending ? t.sending : t.submit;
    form.setAttribute('aria-busy', sending ? 'true' : 'false');
  }

  function getJson(url) {
    return fetch(url, { headers: { Accept: 'application/json' } }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw body;
        return body;
      });
    });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var input = validate();
    if (!showErrors(input.errors)) return;
    setSending(true);
    fetch('/demo/media/demo/registrations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ hash: hash, name: input.name, email: input.email })
    })
      .then(function (response) {
        return response.json().then(function (body) { return { status: response.status, body: body }; });
      })
      .then(function (result) {
        setSending(false);
        var body = result.body || {};
        if (result.status === 200 && body.ok) {
          showNotice((body.alreadyRegistered ? t.again : t.success) + input.email, true);
          notice.focus();
          postToParent({ source: 'registration', type: 'registered' });
        } else if (body.error === 'VALIDATION_ERROR' && body.fields) {
          showErrors(body.fields);
        } else if (body.error === 'REGISTRATION_CLOSED') {
          showNotice(t.closed, false);
        } else {
          summary.textContent = t.unexpected;
          summary.hidden = false;
          summary.focus();
        }
      })
      .catch(function () {
        setSending(false);
        summary.textContent = t.unexpected;
        summary.hidden = false;
        summary.focus();
      });
  });

  startResizeReports('registration');

  if (!/^[A-Za-z0-9_-]{1,64}$/.test(hash)) {
    showNotice(t.notFound, false);
    return;
  }
  var encoded = encodeURIComponent(hash);
  Promise.all([
    getJson('/demo/media/eventor/public/activity/' + encoded),
    getJson('/demo/media/viewer/info/' + encoded)
  ])
    .then(function (results) {
      var activity = results[0].activity;
      var isOpen = results[1].activity.isRegistrationActive === true &&
        activity.status !== 'completed' && activity.status !== 'archived';
      if (!byId('subtitle').textContent) byId('subtitle').textContent = activity.name;
      if (!isOpen) {
        showNotice(t.closed, false);
        return;
      }
      form.hidden = false;
      main.setAttribute('aria-busy', 'false');
    })
    .catch(function (error) {
      var code = error && error.error;
      showNotice(code === 'ACTIVITY_NOT_FOUND' || code === 'WRONG_ACTIVITY_ID' ? t.notFound : t.unexpected, false);
    });
})();
</script>
</body>
</html>
`;
