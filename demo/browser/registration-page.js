// @ts-check
/* global postToParent, startResizeReports */
/**
 * The registration widget page's script (registration.html, `WIDGETS_URL/registration?hash=…`,
 * docs/upstream-api.md, section 4), inlined into the page when it is served
 * (demo/browser-files.ts): an accessible form that submits to the demo registration
 * endpoint, then tells the parent (`registered`) so it can reload the registration state. Texts
 * follow `?locale=` (ru default).
 */
(function () {
  'use strict';
  // @demo-include frame-messaging.js

  /**
   * @typedef {'name' | 'email' | 'consent'} Field
   * @typedef {Partial<Record<Field, string>>} FieldErrors error codes by field
   */
  /** @param {string} id */
  var byId = function (id) {
    return /** @type {HTMLElement} */ (document.getElementById(id));
  };
  var nameInput = /** @type {HTMLInputElement} */ (byId('name'));
  var emailInput = /** @type {HTMLInputElement} */ (byId('email'));
  var consentInput = /** @type {HTMLInputElement} */ (byId('consent'));
  // The server's limits (demo/registration.ts), written into the page's inputs when it is
  // served.
  var NAME_MIN = Number(nameInput.getAttribute('data-min-length'));
  var NAME_MAX = nameInput.maxLength;
  var EMAIL_MAX = emailInput.maxLength;
  var TEXTS = {
    ru: {
      title: 'Регистрация на мероприятие',
      name: 'Имя и фамилия',
      email: 'Электронная почта',
      consent: 'Я соглашаюсь на обработку персональных данных',
      submit: 'Зарегистрироваться',
      sending: 'Отправляем…',
      errors: {
        name: {
          required: 'Введите имя и фамилию',
          too_short: 'Имя слишком короткое',
          too_long: 'Имя не длиннее ' + NAME_MAX + ' символов',
        },
        email: {
          required: 'Введите адрес электронной почты',
          too_long: 'Адрес не длиннее ' + EMAIL_MAX + ' символов',
          invalid: 'Введите адрес в формате name@example.com',
        },
        consent: { required: 'Нужно согласие на обработку персональных данных' },
      },
      success: 'Готово! Вы зарегистрированы. Ссылка на мероприятие придёт на ',
      again: 'Вы уже зарегистрированы с адресом ',
      closed: 'Регистрация закрыта',
      notFound: 'Мероприятие не найдено',
      unexpected:
        'К сожалению, произошла непредвиденная ошибка. Попробуйте обновить страницу или обратитесь к администратору.',
    },
    en: {
      title: 'Event registration',
      name: 'Full name',
      email: 'E-mail',
      consent: 'I agree to the processing of my personal data',
      submit: 'Register',
      sending: 'Sending…',
      errors: {
        name: {
          required: 'Enter your full name',
          too_short: 'The name is too short',
          too_long: 'The name must be at most ' + NAME_MAX + ' characters',
        },
        email: {
          required: 'Enter your e-mail address',
          too_long: 'The address must be at most ' + EMAIL_MAX + ' characters',
          invalid: 'Enter an address like name@example.com',
        },
        consent: { required: 'Please agree to the processing of your personal data' },
      },
      success: 'Done! You are registered. The event link will be sent to ',
      again: 'You are already registered with ',
      closed: 'Registration is closed',
      notFound: 'Event not found',
      unexpected:
        'Unfortunately, an unexpected error has occurred. Please try refreshing the page or contact the administrator.',
    },
  };
  /** @type {Field[]} */
  var FIELDS = ['name', 'email', 'consent'];

  var params = new URLSearchParams(window.location.search);
  var locale = /** @type {'ru' | 'en'} */ (params.get('locale') === 'en' ? 'en' : 'ru');
  var t = TEXTS[locale];
  var hash = params.get('hash') || '';
  var main = /** @type {HTMLElement} */ (document.querySelector('main'));
  var form = /** @type {HTMLFormElement} */ (byId('form'));
  var notice = byId('notice');
  var formError = byId('form-error');
  var submit = /** @type {HTMLButtonElement} */ (byId('submit'));

  document.documentElement.lang = locale;
  document.title = t.title;
  byId('name-label').textContent = t.name;
  byId('email-label').textContent = t.email;
  byId('consent-label').textContent = t.consent;
  submit.textContent = t.submit;

  /**
   * @param {string} text
   * @param {boolean} isSuccess
   */
  function showNotice(text, isSuccess) {
    notice.textContent = text;
    notice.className = isSuccess ? 'notice' : 'notice closed';
    notice.hidden = false;
    form.hidden = true;
    main.setAttribute('aria-busy', 'false');
  }

  /** The same rules as the server (demo/registration.ts), for feedback before submitting. */
  function validate() {
    /** @type {FieldErrors} */
    var errors = {};
    var name = nameInput.value.trim().replace(/\s+/g, ' ');
    var email = emailInput.value.trim();
    if (!name) errors.name = 'required';
    else if (name.length < NAME_MIN) errors.name = 'too_short';
    else if (name.length > NAME_MAX) errors.name = 'too_long';
    if (!email) errors.email = 'required';
    else if (email.length > EMAIL_MAX) errors.email = 'too_long';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'invalid';
    if (!consentInput.checked) errors.consent = 'required';
    return { errors: errors, name: name, email: email };
  }

  /**
   * Each field's error under it, once: no summary repeats them (the form is three fields, and the
   * first invalid one takes the focus, which reads its error). The form's own error is cleared.
   * @param {FieldErrors} errors
   */
  function showErrors(errors) {
    showFormError('');
    /** @type {HTMLElement | null} */
    var first = null;
    FIELDS.forEach(function (field) {
      var input = byId(field);
      var slot = byId(field + '-error');
      var code = errors[field];
      /** @type {Record<string, string>} */
      var texts = t.errors[field];
      var text = code ? texts[code] || texts.required || '' : '';
      slot.textContent = text;
      slot.hidden = !text;
      if (text) {
        input.setAttribute('aria-invalid', 'true');
        if (!first) first = input;
      } else {
        input.removeAttribute('aria-invalid');
      }
    });
    if (first) /** @type {HTMLElement} */ (first).focus();
    return first === null;
  }

  /**
   * The one error that belongs to no field (the service failed), above the fields.
   * @param {string} text
   */
  function showFormError(text) {
    formError.textContent = text;
    formError.hidden = !text;
    if (text) formError.focus();
  }

  /** @param {boolean} sending */
  function setSending(sending) {
    submit.disabled = sending;
    submit.textContent = sending ? t.sending : t.submit;
    form.setAttribute('aria-busy', sending ? 'true' : 'false');
  }

  /**
   * @param {string} url
   * @returns {Promise<any>} the JSON body; a non-2xx answer rejects with its body
   */
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
      body: JSON.stringify({ hash: hash, name: input.name, email: input.email }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          return { status: response.status, body: body };
        });
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
          showFormError(t.unexpected);
        }
      })
      .catch(function () {
        setSending(false);
        showFormError(t.unexpected);
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
    getJson('/demo/media/viewer/info/' + encoded),
  ])
    .then(function (results) {
      /** @type {import('../wire-types').Activity} */
      var activity = results[0].activity;
      var isOpen =
        results[1].activity.isRegistrationActive === true &&
        activity.status !== 'completed' &&
        activity.status !== 'archived';
      if (!isOpen) {
        showNotice(t.closed, false);
        return;
      }
      form.hidden = false;
      main.setAttribute('aria-busy', 'false');
    })
    .catch(function (error) {
      var code = error && error.error;
      showNotice(
        code === 'ACTIVITY_NOT_FOUND' || code === 'WRONG_ACTIVITY_ID' ? t.notFound : t.unexpected,
        false,
      );
    });
})();
