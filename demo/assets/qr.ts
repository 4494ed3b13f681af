import QRCode from 'qrcode';

/** A real, scannable QR code of `text` as SVG (the project already ships `qrcode`). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}
