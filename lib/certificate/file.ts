/**
 * How the certificate page shows a file the upstream hands over: by the extension of its file
 * name, else of its URL's path (the contract gives no content type). Pure and isomorphic.
 */

export type CertificateKind = 'image' | 'pdf' | 'other';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'avif']);
const FALLBACK_NAME = 'certificate';

/** Lower-case extension without the dot, or `undefined`: 'Cert.PDF' → 'pdf'. */
export function fileExtension(name: string | undefined): string | undefined {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name?.trim() ?? '');
  return match?.[1]?.toLowerCase();
}

function urlFileName(url: string): string | undefined {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : undefined;
  } catch {
    return undefined;
  }
}

export function certificateKind({
  url,
  fileName,
}: {
  url: string;
  fileName?: string;
}): CertificateKind {
  const extension = fileExtension(fileName) ?? fileExtension(urlFileName(url));
  if (extension === 'pdf') return 'pdf';
  if (extension && IMAGE_EXTENSIONS.has(extension)) return 'image';
  return 'other';
}

/**
 * The name the browser saves the file under: the upstream's file name, else the URL's last
 * segment. Only the part after the last path separator counts, without control characters.
 */
export function downloadFileName({ url, fileName }: { url: string; fileName?: string }): string {
  for (const candidate of [fileName, urlFileName(url)]) {
    const base = candidate?.split(/[\\/]/).pop() ?? '';
    const clean = base.replace(/[\u0000-\u001f\u007f]+/g, '').trim();
    if (clean && clean !== '.' && clean !== '..') return clean;
  }
  return FALLBACK_NAME;
}
