import { escapeHtml } from '../escape';
import type { Form } from '../wire-types';

/**
 * The respondent page behind a demo form's `url` (where its QR code leads). Answers are not
 * stored: the page only shows what a respondent would see.
 */
export function renderFormPage(form: Form | undefined): string {
  const title = form ? form.title : 'Форма не найдена';
  let body: string;
  if (!form) {
    body = '<p>Проверьте ссылку: такой формы нет.</p>';
  } else if (!form.isPublished) {
    body = '<p role="status">Форма ещё не опубликована. Загляните позже.</p>';
  } else {
    body = `<form id="form" novalidate>
<fieldset><legend>Насколько вам понравилось мероприятие?</legend>
${[5, 4, 3, 2, 1]
  .map(
    (score) =>
      `<label class="choice"><input type="radio" name="score" value="${score}"${score === 5 ? ' required' : ''}> ${score}</label>`,
  )
  .join('\n')}
</fieldset>
<label for="comment">Что нам улучшить?</label>
<textarea id="comment" name="comment" rows="5"></textarea>
<button type="submit">Отправить</button>
<p id="status" role="status" aria-live="polite"></p>
</form>
<script>
document.getElementById('form').addEventListener('submit', function (event) {
  event.preventDefault();
  var chosen = event.target.querySelector('input[name=score]:checked');
  document.getElementById('status').textContent = chosen
    ? 'Спасибо! Ответ принят (демо: ответы не сохраняются).'
    : 'Выберите оценку от 1 до 5.';
});
</script>`;
  }
  return `<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 Inter,"Segoe UI",Arial,sans-serif;color:#111318;max-width:560px;margin:40px auto;padding:0 20px}
fieldset{border:1px solid #c9ccd3;border-radius:8px;margin:0 0 16px;padding:12px 16px}
.choice{display:inline-flex;gap:4px;margin-right:16px;align-items:center}
label[for]{display:block;margin:0 0 4px}
textarea{width:100%;box-sizing:border-box;font:inherit;padding:8px;border:1px solid #8a8f99;border-radius:6px}
button{margin-top:12px;font:inherit;padding:10px 20px;border:0;border-radius:6px;background:#0D69F2;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #111318;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
