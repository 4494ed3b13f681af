import 'server-only';
import QRCode from 'qrcode';

declare const qrSvgBrand: unique symbol;

/**
 * SVG markup made by the `qrcode` package and nothing else. Pages render it with
 * `dangerouslySetInnerHTML`, so the brand keeps any other string (organizer text, upstream
 * fields) from reaching that sink: only `renderQrSvg` can produce one.
 */
export type QrSvgMarkup = string & { readonly [qrSvgBrand]: true };

/** Pixel size written into the SVG; CSS scales it, and the vector stays crisp at any size. */
export const QR_SVG_SIZE = 512;

/**
 * A QR code of `text` as SVG. The text is data encoded in the modules, never interpolated into
 * markup. Error correction M survives a smudged printout; the quiet zone is the standard's 4.
 */
export async function renderQrSvg(text: string): Promise<QrSvgMarkup> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: QR_SVG_SIZE,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return svg as QrSvgMarkup;
}

/** The markup as a `data:` URL, for an `a[download]` and for drawing onto a canvas. */
export function qrSvgDataUrl(svg: QrSvgMarkup): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
