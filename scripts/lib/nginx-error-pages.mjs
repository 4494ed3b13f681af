// The pages nginx answers with itself (deploy/nginx/event-site.conf): one static HTML file per
// locale and kind, written from the message catalogue by `node scripts/render-nginx-error-pages.mjs`:
//   <locale>.html      a page request failed upstream (5xx), with a retry link
//   <locale>.404.html  an internal route or an internal-only endpoint asked from outside
//   <locale>.429.html  the visitor is over a rate or connection limit, with a retry link
// Script-free on purpose: the site's scripts may be what is failing, and the pages are served
// with `Content-Security-Policy: default-src 'none'`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Russian first: the site's default locale, and the page nginx picks without a `/en` prefix. */
export const ERROR_PAGE_LOCALES = ['ru', 'en'];

/** Where the shipped copies live; an operator copies them to the `error-pages` directory. */
const ERROR_PAGES_DIR = path.join(ROOT, 'deploy', 'nginx', 'errors');

/** `error`: 5xx (the file name nginx has always used), `404`, `429`. */
export const ERROR_PAGE_KINDS = ['error', '404', '429'];

export function errorPagePath(locale, kind = 'error') {
  return path.join(ERROR_PAGES_DIR, kind === 'error' ? `${locale}.html` : `${locale}.${kind}.html`);
}

/** Where each kind's texts live in the catalogue; `retry` is absent where a retry cannot help. */
const TEXT_PATHS = {
  error: { title: 'errors.default', text: 'errors.UNEXPECTED', retry: 'errors.retry' },
  404: { title: 'notFound.title', text: 'notFound.text' },
  429: { title: 'tooManyRequests.title', text: 'tooManyRequests.text', retry: 'errors.retry' },
};

/** The texts of `messages/<locale>.json` the page of `kind` shows. */
function errorTexts(locale, kind = 'error') {
  const catalogue = JSON.parse(readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8'));
  const texts = {};
  for (const [name, dotted] of Object.entries(TEXT_PATHS[kind])) {
    const value = dotted.split('.').reduce((node, key) => node?.[key], catalogue);
    if (typeof value !== 'string' || value === '') {
      throw new Error(`messages/${locale}.json: ${dotted} is missing`);
    }
    texts[name] = value;
  }
  return texts;
}

function escapeHtml(value) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The page for one locale. The retry link (when given) has an empty `href`: the current document's
 * own URL, path and query, whatever the request was (the file is static and never echoes the
 * request).
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
${retry === undefined ? '' : `<p><a href="">${escapeHtml(retry)}</a></p>\n`}</main>
</body>
</html>
`;
}

/** The page of `kind` `locale` must have, from the catalogue as it is now. */
export function expectedErrorPage(locale, kind = 'error') {
  return renderErrorPage(locale, errorTexts(locale, kind));
}
