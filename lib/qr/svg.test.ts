import QRCode from 'qrcode';
import { QR_SVG_SIZE, qrSvgDataUrl, renderQrSvg } from './svg';

describe('renderQrSvg', () => {
  it('renders an SVG QR code that scales (viewBox) with a pixel size', async () => {
    const svg = await renderQrSvg('https://forms.example/view/demo-form');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain(`width="${QR_SVG_SIZE}"`);
    expect(svg).toContain('shape-rendering="crispEdges"');
  });

  it('is exactly the qrcode package output, the text never appearing as markup', async () => {
    const text = 'https://x.example/?q=<script>alert(1)</script>"';
    const svg = await renderQrSvg(text);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('alert');
    expect(svg).toBe(
      await QRCode.toString(text, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 4,
        width: QR_SVG_SIZE,
        color: { dark: '#000000', light: '#ffffff' },
      }),
    );
  });

  it('encodes different texts differently', async () => {
    expect(await renderQrSvg('https://a.example/1')).not.toBe(
      await renderQrSvg('https://a.example/2'),
    );
  });
});

describe('qrSvgDataUrl', () => {
  it('is a percent-encoded SVG data URL that decodes back to the markup', async () => {
    const svg = await renderQrSvg('https://a.example');
    const url = qrSvgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg);
  });
});
