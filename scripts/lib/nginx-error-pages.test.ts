import { readFileSync } from 'node:fs';
import en from '../../messages/en.json';
import ru from '../../messages/ru.json';
import {
  ERROR_PAGE_LOCALES,
  errorPagePath,
  expectedErrorPage,
  renderErrorPage,
} from './nginx-error-pages.mjs';

const catalogues = { ru, en };

describe('nginx error pages (deploy/nginx/errors)', () => {
  it.each(ERROR_PAGE_LOCALES)(
    '%s.html is what the catalogue makes (run scripts/render-nginx-error-pages.mjs)',
    (locale) => {
      expect(readFileSync(errorPagePath(locale), 'utf8')).toBe(expectedErrorPage(locale));
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

  it.each(ERROR_PAGE_LOCALES)('%s.html has no script, handler or outside resource', (locale) => {
    const html = readFileSync(errorPagePath(locale), 'utf8');
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
