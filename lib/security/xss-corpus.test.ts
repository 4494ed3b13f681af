/**
 * @jest-environment jsdom
 */
import corpus from './fixtures/xss-vectors.json';
import { htmlToPlainText, sanitizeHtml } from './sanitize';
import { httpUrl } from './safe-url';

/** The sanitiser's allowlist (sanitize.ts), as the browser will see it after parsing. */
const ALLOWED_TAGS = new Set(
  'p br strong b em i u s ul ol li a h2 h3 h4 blockquote span code pre hr img'.split(' '),
);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
};

/**
 * Parses the sanitiser's output the way the browser does (innerHTML in a document) and lists
 * everything that could run or navigate: any element or attribute outside the allowlist, any
 * URL that is not http(s)/mailto/tel, a link without noopener.
 */
function dangers(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!ALLOWED_ATTRIBUTES[tag]?.has(name)) found.push(`${tag}[${name}]`);
      if (name === 'src' && httpUrl(value) !== value) found.push(`${tag}[src=${value}]`);
      if (name === 'href' && !httpUrl(value) && !/^(mailto|tel):/i.test(value)) {
        found.push(`${tag}[href=${value}]`);
      }
    }
    if (tag === 'a' && element.getAttribute('target') === '_blank') {
      if (element.getAttribute('rel') !== 'noopener noreferrer') found.push('a without noopener');
    }
  }
  return found;
}

/**
 * Textual checks too: the output is also embedded in cached HTML, not only parsed. Text between
 * tags is escaped (`&lt;img onerror=…&gt;` is harmless words), so only real tags are inspected.
 */
function expectInertText(html: string) {
  expect(html).not.toMatch(/<(?![a-z/])/i);
  const tags = (html.match(/<[^>]*>/g) ?? []).join(' ');
  expect(tags).not.toMatch(
    /<\/?(script|style|iframe|svg|math|object|embed|form|xmp|meta|base|link)/i,
  );
  expect(tags).not.toMatch(/\son[a-z]+\s*=/i);
  expect(tags).not.toMatch(/(javascript|vbscript|livescript|data):/i);
}

describe('OWASP XSS filter evasion corpus', () => {
  it('holds at least 100 vectors and names its source', () => {
    expect(corpus.vectors.length).toBeGreaterThanOrEqual(100);
    expect(new Set(corpus.vectors).size).toBe(corpus.vectors.length);
    expect(corpus.source).toMatch(/OWASP/);
  });

  it.each(corpus.vectors.map((vector, index) => [index, vector] as const))(
    'vector %i is inert after sanitising: %s',
    (_index, vector) => {
      const out = sanitizeHtml(vector);
      expect(dangers(out)).toEqual([]);
      expectInertText(out);
      // Sanitising is idempotent: the output is a fixed point, so no second pass can change it.
      expect(sanitizeHtml(out)).toBe(out);
    },
  );

  it('every vector is inert inside a paragraph and after a link too (context does not matter)', () => {
    for (const vector of corpus.vectors) {
      for (const wrapped of [
        `<p>${vector}</p>`,
        `<a href="https://ok.example">${vector}</a>`,
        `<ul><li>${vector}`,
      ]) {
        const out = sanitizeHtml(wrapped);
        expect({ vector, dangers: dangers(out) }).toEqual({ vector, dangers: [] });
      }
    }
  });

  it('plain-text extraction (meta descriptions, JSON-LD) carries no markup', () => {
    for (const vector of corpus.vectors) {
      const text = htmlToPlainText(vector);
      const template = document.createElement('template');
      // Text is escaped by React where it is used; here it must not even contain a tag.
      template.innerHTML = text.replace(/&/g, '&amp;');
      expect(template.content.querySelectorAll('script, img, svg, iframe').length).toBe(0);
    }
  });
});

describe("sanitize-html's advisories as regression cases", () => {
  it.each(corpus.advisories.map((advisory) => [advisory.id, advisory.html] as const))(
    '%s',
    (_id, html) => {
      const out = sanitizeHtml(html);
      expect(dangers(out)).toEqual([]);
      expectInertText(out);
      expect(out).not.toMatch(/style=|sourceMappingURL|evil\.example/i);
    },
  );
});
