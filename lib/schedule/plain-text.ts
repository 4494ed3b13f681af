// Not a sanitiser: the caller escapes whatever it returns. Isomorphic, because the file is built in
// the browser, where sanitize-html is not shipped.

const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|hr|tr|table)\b[^>]*>/gi;
const DROPPED_WITH_CONTENT = /<(script|style|template|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const ANY_TAG = /<[^>]*>/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Paragraph and line breaks survive as '\n'; everything else collapses to single spaces. */
export function htmlToText(html: string | undefined): string {
  if (!html) return '';
  const text = decodeEntities(
    html.replace(DROPPED_WITH_CONTENT, '').replace(BLOCK_TAG, '\n').replace(ANY_TAG, ''),
  );
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
