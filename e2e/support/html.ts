import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Served HTML read without a browser: what a crawler, a link preview or the first paint gets.
 * Specs assert on it where no script has to run (status, head, server-rendered markup), so a
 * browser is started only for what needs one (hydration, frames, axe, interactions).
 */

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) =>
      String.fromCodePoint(parseInt(code, 16)),
    )
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** A tag's attributes, decoded. */
function attributes(tag: string): Map<string, string> {
  return new Map(
    [...tag.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)].map(
      ([, name = '', value = '']) => [name.toLowerCase(), decodeEntities(value)] as const,
    ),
  );
}

export interface ServedPage {
  status: number;
  html: string;
  /** The HTML without script content: text in the RSC payload does not count as shown. */
  markup: string;
  /** Each element's text (tags and React's `<!-- -->` separators removed), decoded. */
  text: string;
}

/** GETs `path` as a browser's navigation does (redirects followed, as `page.goto` does). */
export async function servedPage(
  request: APIRequestContext,
  path: string,
  options: { headers?: Record<string, string> } = {},
): Promise<ServedPage> {
  const response = await request.get(path, { headers: options.headers });
  const html = await response.text();
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const text = decodeEntities(
    markup
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
  return { status: response.status(), html, markup, text };
}

/**
 * The head metadata, wherever Next streams it in the document (as the browser's `document.head`
 * ends up with it), the first of each.
 */
export function headMetadata(html: string) {
  const tags = [...html.matchAll(/<(?:meta|link)\b[^>]*>/gi)].map(([tag]) => attributes(tag));
  const meta = (key: 'name' | 'property', name: string) =>
    tags.find((tag) => tag.get(key) === name)?.get('content') ?? null;
  const rawTitle = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  return {
    title: rawTitle === undefined ? null : decodeEntities(rawTitle.replace(/<!-- -->/g, '')),
    lang: attributes(/<html\b[^>]*>/i.exec(html)?.[0] ?? '').get('lang') ?? null,
    canonical: tags.find((tag) => tag.get('rel') === 'canonical')?.get('href') ?? null,
    robots: meta('name', 'robots'),
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogImage: meta('property', 'og:image'),
    ogLocale: meta('property', 'og:locale'),
    ogUrl: meta('property', 'og:url'),
  };
}

/** The first element whose opening tag matches `opening` (a RegExp source), with its attributes. */
export function element(markup: string, opening: string) {
  const tag = new RegExp(`<${opening}[^>]*>`, 'i').exec(markup)?.[0];
  return tag === undefined ? null : attributes(tag);
}

/**
 * Every `<tag>` (not nested in another of its kind, as links are) whose opening tag contains
 * `contains`: its attributes and its decoded text.
 */
export function elements(markup: string, tag: string, contains = '') {
  return [...markup.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))]
    .filter(([whole]) => whole.slice(0, whole.indexOf('>') + 1).includes(contains))
    .map(([whole, inner = '']) => ({
      attributes: attributes(whole.slice(0, whole.indexOf('>') + 1)),
      text: decodeEntities(inner.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).trim(),
    }));
}

/** A server-rendered iframe (by its test id): its path, its query as ordered pairs, its title. */
export function servedFrame(markup: string, testId: string) {
  const frame = element(markup, `iframe[^>]*data-testid="${testId}"`);
  const url = new URL(frame?.get('src') ?? '', 'http://page.invalid');
  return { path: url.pathname, pairs: [...url.searchParams.entries()], title: frame?.get('title') };
}

/** How many opening tags carry `data-testid="id"`. */
export function countTestId(markup: string, id: string): number {
  return markup.split(`data-testid="${id}"`).length - 1;
}

/** The decoded text of the first `<h{level}>`. */
export function headingText(markup: string, level: number): string | undefined {
  const inner = new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`).exec(markup)?.[1];
  return inner === undefined
    ? undefined
    : decodeEntities(inner.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '')).trim();
}

/** The parsed JSON-LD blocks of the document. */
export function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => JSON.parse(body) as unknown,
  );
}

/** Expects `path` to answer `status` once its redirects are followed, as `page.goto` does. */
export async function expectStatus(request: APIRequestContext, path: string, status: number) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return response;
}
