import { readFileSync } from 'node:fs';
import en from '../../messages/en.json';
import ru from '../../messages/ru.json';
import {
  ERROR_PAGE_KINDS,
  ERROR_PAGE_LOCALES,
  errorPagePath,
  expectedErrorPage,
  renderErrorPage,
} from './nginx-error-pages.mjs';

const catalogues = { ru, en };
const PAGES = ERROR_PAGE_LOCALES.flatMap((locale) =>
  ERROR_PAGE_KINDS.map((kind) => [locale, kind] as const),
);

describe('nginx error pages (deploy/nginx/errors)', () => {
  it.each(PAGES)(
    '%s %s page is what the catalogue makes (run scripts/render-nginx-error-pages.mjs)',
    (locale, kind) => {
      expect(readFileSync(errorPagePath(locale, kind), 'utf8')).toBe(
        expectedErrorPage(locale, kind),
      );
    },
  );

  it.each(ERROR_PAGE_LOCALES)('%s.html reads the catalogue texts in its language', (locale) => {
    const { errors } = catalogues[locale];
    const html = readFileSync(errorPagePath(locale), 'utf8');
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(`<title>${errors.default}</title>`);
    expect(html).toContain(`<h1>${errors.default}</h1>`);
    expect(html).toContain(`<p>${errors.UNEXPECTED}</p>`);
    // The retry is a link to the document itself: works without scripts, on any URL.
    expect(html).toContain(`<a href="">${errors.retry}</a>`);
  });

  it.each(ERROR_PAGE_LOCALES)('%s.404.html and %s.429.html read their texts', (locale) => {
    const { notFound, tooManyRequests, errors } = catalogues[locale];
    const missing = readFileSync(errorPagePath(locale, '404'), 'utf8');
    expect(missing).toContain(`<html lang="${locale}">`);
    expect(missing).toContain(`<h1>${notFound.title}</h1>`);
    expect(missing).toContain(`<p>${notFound.text}</p>`);
    expect(missing).not.toContain('<a ');
    const limited = readFileSync(errorPagePath(locale, '429'), 'utf8');
    expect(limited).toContain(`<h1>${tooManyRequests.title}</h1>`);
    expect(limited).toContain(`<p>${tooManyRequests.text}</p>`);
    expect(limited).toContain(`<a href="">${errors.retry}</a>`);
  });

  it.each(PAGES)('%s %s page has no script, handler or outside resource', (locale, kind) => {
    const html = readFileSync(errorPagePath(locale, kind), 'utf8');
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    expect(html).not.toMatch(/\s(?:src|srcset|action)=|<link\b|url\(|@import/i);
  });

  it('escapes markup in the texts', () => {
    const html = renderErrorPage('en', { title: 'A < B', text: '"x" & <y>', retry: '<b>' });
    expect(html).toContain('<title>A &lt; B</title>');
    expect(html).toContain('<p>&quot;x&quot; &amp; &lt;y&gt;</p>');
    expect(html).toContain('<a href="">&lt;b&gt;</a>');
  });
});
