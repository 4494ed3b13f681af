import 'server-only';
import sanitize, { type Attributes, type IOptions } from 'sanitize-html';
import { httpUrl } from './safe-url';

/**
 * Organizer HTML (landing description, FAQ answers, schedule descriptions) is untrusted: it is
 * cleaned on the server with an allowlist before it reaches `dangerouslySetInnerHTML`. Server
 * only because sanitize-html pulls a full HTML parser and PostCSS that client bundles must not
 * carry.
 */

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

/**
 * Elements whose content is dropped with them, not unwrapped into text: code, styles, embedded
 * documents and foreign (SVG/MathML) content, where parsers disagree about what is markup.
 */
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
/** Phone numbers as organizers type them: '+7 (999) 123-45-67'. */
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
  // Relative, javascript:, data: and malformed links keep their text but stop being links.
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
  // The page owns the h1 and the outline starts at h2, so organizer headings shift into h2–h4.
  transformTags: { a: transformLink, img: transformImage, h1: 'h2', h5: 'h4', h6: 'h4' },
  // An image whose source was rejected would render as a broken icon: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

declare const SANITIZED: unique symbol;

/**
 * HTML that went through `sanitizeHtml`. The only kind of string our components hand to
 * `dangerouslySetInnerHTML`; the brand cannot be produced without this module (or a cast that
 * review would have to accept), so raw upstream HTML cannot reach the DOM by accident.
 */
export type SanitizedHtml = string & { readonly [SANITIZED]: true };

/**
 * Parsing is the expensive part, and organizer HTML is the same on every render and every
 * refetch until the organizer edits it: outputs are remembered per input (bounded, oldest
 * first out), so a crowd of requests costs one parse per distinct text per process.
 */
const MEMO_LIMIT = 500;
const MEMO_MAX_INPUT = 64 * 1024;
const memo = new Map<string, SanitizedHtml>();

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

/**
 * Sanitised rich text, or '' when nothing readable is left (empty paragraphs, a lone `<br>`, or
 * markup the sanitiser removed entirely), so a block can hide instead of rendering a blank box.
 */
export function sanitizeRichText(html: string | undefined): SanitizedHtml {
  const clean = sanitizeHtml(html);
  if (!clean) return clean;
  return htmlToPlainText(clean) || /<img\b/i.test(clean) ? clean : ('' as SanitizedHtml);
}

/** Block boundaries become spaces so '<p>a</p><p>b</p>' reads 'a b', not 'ab'. */
const BLOCK_BOUNDARY =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|section|article|header|footer)\b/gi;

const TEXT_ONLY: IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
};

/**
 * sanitize-html decodes entities while parsing and re-escapes exactly these four on output, so
 * undoing them (ampersand last) yields the plain text.
 */
function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * Plain text for meta descriptions and previews. Truncates at a word boundary and appends '…'
 * so the result, ellipsis included, fits `maxLength`; a single overlong word is cut mid-word.
 */
export function htmlToPlainText(html: string | undefined, maxLength?: number): string {
  if (!html) return '';
  const text = unescape(sanitize(html.replace(BLOCK_BOUNDARY, ' $&'), TEXT_ONLY))
    .replace(/\s+/g, ' ')
    .trim();
  if (maxLength === undefined || text.length <= maxLength) return text;
  if (maxLength <= 1) return text.slice(0, Math.max(0, maxLength));
  const room = text.slice(0, maxLength - 1);
  const lastSpace = room.lastIndexOf(' ');
  // Only back off to a space that keeps most of the text; otherwise cut mid-word.
  const cut = lastSpace >= room.length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?—–-]+$/, '')}…`;
}
