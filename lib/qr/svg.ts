import 'server-only';
import QRCode from 'qrcode';

declare const qrSvgBrand: unique symbol;

/** Only `renderQrSvg` can produce one, so no other string reaches `dangerouslySetInnerHTML`. */
export type QrSvgMarkup = string & { readonly [qrSvgBrand]: true };

/** @internal */
export const QR_SVG_SIZE = 512;

/** Error correction M survives a smudged printout. */
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

export function qrSvgDataUrl(svg: QrSvgMarkup): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
