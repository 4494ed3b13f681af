/**
 * URL checks for markup we emit (images, organizer links). Kept free of imports so client
 * islands can use them without pulling zod in through `lib/api/schemas` (its `isHttpUrl` applies
 * the same rule to upstream data).
 */

/** An absolute http(s) URL, normalised by the URL parser (spaces encoded, tabs and newlines dropped). */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An image URL safe to put in `src`/`srcset`: absolute http(s), or a root-relative path for the
 * brand's own assets under public/. '//host' and '/\host' are excluded (browsers read both as
 * another origin), and so are spaces and quotes, which would split a srcset entry.
 */
export function safeImageUrl(value: unknown): string | undefined {
  const absolute = httpUrl(value);
  if (absolute) return absolute;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return /^\/(?![/\\])[^\s\\"'<>]*$/.test(trimmed) ? trimmed : undefined;
}
