// Free of imports so islands can use them without zod; `isHttpUrl` applies the same rule.

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

/** Root-relative for the brand's assets; not '//host' or '/\host', spaces or quotes (srcset). */
export function safeImageUrl(value: unknown): string | undefined {
  const absolute = httpUrl(value);
  if (absolute) return absolute;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return /^\/(?![/\\])[^\s\\"'<>]*$/.test(trimmed) ? trimmed : undefined;
}
