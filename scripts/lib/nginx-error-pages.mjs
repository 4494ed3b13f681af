// The pages nginx answers with when a page request fails upstream (deploy/nginx/event-site.conf):
// one static HTML file per locale, written from the message catalogue's `errors` texts by
// `node scripts/render-nginx-error-pages.mjs`. Script-free on purpose: the site's scripts may be
// what is failing, and the page is served with `Content-Security-Policy: default-src 'none'`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Russian first: the site's default locale, and the page nginx picks without a `/en` prefix. */
export const ERROR_PAGE_LOCALES = ['ru', 'en'];

/** Where the shipped copies live; an operator copies them to the `error-pages` directory. */
export const ERROR_PAGES_DIR = path.join(ROOT, 'deploy', 'nginx', 'errors');

export function errorPagePath(locale) {
  return path.join(ERROR_PAGES_DIR, `${locale}.html`);
}

/** The `errors` texts of `messages/<locale>.json` the page shows. */
export function errorTexts(locale) {
  const catalogue = JSON.parse(readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8'));
  const { default: title, UNEXPECTED: text, retry } = catalogue.errors ?? {};
  for (const [key, value] of Object.entries({ default: title, UNEXPECTED: text, retry })) {
    if (typeof value !== 'string' || value === '') {
      throw new Error(`messages/${locale}.json: errors.${key} is missing`);
    }
  }
  return { title, text, retry };
}

function escapeHtml(value) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The page for one locale. The retry link has an empty `href`: the current document's own URL,
 * path and query, whatever the request was (the file is static and never echoes the request).
 */
export function renderErrorPage(locale, { title, text, retry }) {
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
html { color-scheme: light dark; }
body { margin: 0; font: 1.125rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
main { box-sizing: border-box; max-width: 36rem; min-height: 100vh; margin: 0 auto; padding: 2rem 1.5rem; display: flex; flex-direction: column; justify-content: center; gap: 1.5rem; text-align: center; }
h1 { margin: 0; font-size: 1.5rem; line-height: 1.3; }
p { margin: 0; }
a { display: inline-block; padding: 0.625rem 1.25rem; border-radius: 0.5rem; background: #1d4ed8; color: #fff; font-weight: 700; text-decoration: none; }
a:hover, a:focus-visible { background: #1e40af; }
a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="">${escapeHtml(retry)}</a></p>
</main>
</body>
</html>
`;
}

/** The page `locale` must have, from the catalogue as it is now. */
export function expectedErrorPage(locale) {
  return renderErrorPage(locale, errorTexts(locale));
}
