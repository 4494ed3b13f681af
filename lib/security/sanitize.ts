import 'server-only';
import sanitize, { type Attributes, type IOptions } from 'sanitize-html';
import { httpUrl } from './safe-url';

// Organizer HTML is untrusted. Server only: sanitize-html carries a full parser and PostCSS.

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'code',
  'pre',
  'hr',
  'img',
];

/** Dropped, not unwrapped: parsers disagree about what is markup inside them. */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'template',
  'title',
  'svg',
  'math',
  'plaintext',
];

const MAILTO = /^mailto:[^\s<>"'`\\]+$/i;
const TEL = /^tel:[+\d\s().-]+$/i;
const DIMENSION = /^\d{1,4}$/;

function transformLink(_tag: string, attribs: Attributes): sanitize.Tag {
  const href = attribs.href?.trim() ?? '';
  const link = (kept: Attributes): sanitize.Tag => {
    if (attribs.title) kept.title = attribs.title;
    return { tagName: 'a', attribs: kept };
  };
  const web = httpUrl(href);
  if (web) return link({ href: web, target: '_blank', rel: 'noopener noreferrer' });
  if (MAILTO.test(href)) return link({ href });
  if (TEL.test(href)) return link({ href: `tel:${href.slice(4).replace(/[^+\d]/g, '')}` });
  return { tagName: 'span', attribs: {} };
}

function transformImage(_tag: string, attribs: Attributes): sanitize.Tag {
  const src = httpUrl(attribs.src);
  const kept: Attributes = src ? { src } : {};
  // No alt at all is an accessibility error; an empty one marks the image as decorative.
  kept.alt = attribs.alt ?? '';
  for (const key of ['width', 'height'] as const) {
    const value = attribs[key]?.trim();
    if (value && DIMENSION.test(value)) kept[key] = value;
  }
  return { tagName: 'img', attribs: kept };
}

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  // The page owns the h1.
  transformTags: { a: transformLink, img: transformImage, h1: 'h2', h5: 'h4', h6: 'h4' },
  // An image whose source was rejected would render as a broken icon.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

declare const SANITIZED: unique symbol;

/** The only string handed to `dangerouslySetInnerHTML`; only this module can produce it. */
export type SanitizedHtml = string & { readonly [SANITIZED]: true };

/** Organizer HTML repeats until edited: one parse per distinct text per process. */
const MEMO_LIMIT = 500;
const MEMO_MAX_INPUT = 64 * 1024;
const memo = new Map<string, SanitizedHtml>();

/** @internal */
export function sanitizeHtml(html: string | undefined): SanitizedHtml {
  if (!html) return '' as SanitizedHtml;
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html, OPTIONS).trim() as SanitizedHtml;
  if (html.length <= MEMO_MAX_INPUT) {
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
    memo.set(html, clean);
  }
  return clean;
}

/** '' when nothing readable is left, so a block can hide instead of rendering a blank box. */
export function sanitizeRichText(html: string | undefined): SanitizedHtml {
  const clean = sanitizeHtml(html);
  if (!clean) return clean;
  return htmlToPlainText(clean) || /<img\b/i.test(clean) ? clean : ('' as SanitizedHtml);
}

const BLOCK_BOUNDARY =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|section|article|header|footer)\b/gi;

const TEXT_ONLY: IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
};

/** sanitize-html re-escapes exactly these four (ampersand last). */
function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Fits `maxLength` with its '…'; a single overlong word is cut mid-word. */
export function htmlToPlainText(html: string | undefined, maxLength?: number): string {
  if (!html) return '';
  const text = unescape(sanitize(html.replace(BLOCK_BOUNDARY, ' $&'), TEXT_ONLY))
    .replace(/\s+/g, ' ')
    .trim();
  if (maxLength === undefined || text.length <= maxLength) return text;
  if (maxLength <= 1) return text.slice(0, Math.max(0, maxLength));
  const room = text.slice(0, maxLength - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= room.length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?—–-]+$/, '')}…`;
}
