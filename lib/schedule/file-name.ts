// Characters an OS refuses (and control characters) become spaces; trailing dots and spaces go, as
// Windows strips them silently; long names are cut well below the common 255-byte limit.

const ILLEGAL = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const MAX_STEM_CHARS = 120;

function safeFileStem(text: string): string {
  const cleaned = text.replace(ILLEGAL, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(cleaned)
    .slice(0, MAX_STEM_CHARS)
    .join('')
    .replace(/[\s.]+$/, '');
}

/** '<stem> <suffix>.<extension>', or '<suffix>.<extension>' when nothing of the stem survives. */
export function safeFileName(stem: string, suffix: string, extension: string): string {
  const base = [safeFileStem(stem), suffix].filter(Boolean).join(' ');
  return `${base || 'file'}.${extension}`;
}
