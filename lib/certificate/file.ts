// By the file's extension: the contract gives no content type.

export type CertificateKind = 'image' | 'pdf' | 'other';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'avif']);
const FALLBACK_NAME = 'certificate';

/** @internal */
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

export function downloadFileName({ url, fileName }: { url: string; fileName?: string }): string {
  for (const candidate of [fileName, urlFileName(url)]) {
    const base = candidate?.split(/[\\/]/).pop() ?? '';
    const clean = base.replace(/[\u0000-\u001f\u007f]+/g, '').trim();
    if (clean && clean !== '.' && clean !== '..') return clean;
  }
  return FALLBACK_NAME;
}
