// @ts-check
/**
 * The demo form's respondent page (form-page-form.html inside form-page.html,
 * `/demo/forms/view/{id}`), inlined into the page when it is served (demo/browser-files.ts).
 * Answers are not stored: the page only shows what a respondent would see.
 */
/** @type {HTMLFormElement} */ (document.getElementById('form')).addEventListener(
  'submit',
  function (event) {
    event.preventDefault();
    var form = /** @type {HTMLFormElement} */ (event.target);
    var chosen = form.querySelector('input[name=score]:checked');
    /** @type {HTMLElement} */ (document.getElementById('status')).textContent = chosen
      ? 'Спасибо! Ответ принят (демо: ответы не сохраняются).'
      : 'Выберите оценку от 1 до 5.';
  },
);
