#!/usr/bin/env node
// Regenerates the raster copies of the brand posters (run by hand after editing a poster SVG):
// link-preview crawlers do not render SVG, so Open Graph needs a 1200×630 JPEG of each poster.
// The default video posters are a slow 6-second zoom over the same poster, made with ffmpeg
// (Debian package) as small VP9 WebM loops. The brand icon's PNGs (home screens, the manifest,
// `/favicon.ico`) come from its icon.svg. Uses the same Chromium as the e2e tests; writes
// public/brands/<brand>/social-<locale>.jpg, poster-<locale>.webm, apple-icon.png,
// icon-192.png, icon-512.png and favicon-32.png.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

const BRANDS = ['default', 'cloud-events'];
/** The accent of each brand's theme: the opaque background of its iOS icon. */
const ACCENTS = { default: '#559CD6', 'cloud-events': '#00AAE6' };
const LOCALES = ['ru', 'en'];
const executablePath = '/usr/bin/chromium';

const work = mkdtempSync(join(tmpdir(), 'brand-assets-'));
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });

async function renderPoster(svgPath, width, height, outPath, type) {
  const page = await browser.newPage({ viewport: { width, height } });
  const svg = readFileSync(svgPath, 'utf8');
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<body style="margin:0"><img src="${src}" style="width:${width}px;height:${height}px;object-fit:cover;display:block"></body>`,
  );
  await page.screenshot({ path: outPath, type, ...(type === 'jpeg' ? { quality: 85 } : {}) });
  await page.close();
}

for (const brand of BRANDS) {
  for (const locale of LOCALES) {
    const svgPath = `public/brands/${brand}/poster-${locale}.svg`;
    const social = `public/brands/${brand}/social-${locale}.jpg`;
    await renderPoster(svgPath, 1200, 630, social, 'jpeg');
    console.log(`wrote ${social}`);

    const frame = join(work, `${brand}-${locale}.png`);
    await renderPoster(svgPath, 1280, 720, frame, 'png');
    const video = `public/brands/${brand}/poster-${locale}.webm`;
    const zoom =
      "zoompan=z='1+0.06*sin(PI*on/150)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=150:s=640x360:fps=25";
    const ffmpeg = spawnSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-loop',
        '1',
        '-i',
        frame,
        '-vf',
        zoom,
        '-frames:v',
        '150',
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '180k',
        '-an',
        video,
      ],
      { stdio: 'inherit' },
    );
    if (ffmpeg.status !== 0) throw new Error(`ffmpeg failed for ${video}`);
    console.log(`wrote ${video}`);
  }
}

async function renderIcon(svg, size, outPath, background) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<body style="margin:0;background:${background ?? 'transparent'}"><img src="${src}" style="width:${size}px;height:${size}px;display:block"></body>`,
  );
  await page.screenshot({ path: outPath, type: 'png', omitBackground: !background });
  await page.close();
}

for (const brand of BRANDS) {
  const svg = readFileSync(`public/brands/${brand}/icon.svg`, 'utf8');
  for (const [name, size] of [
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['favicon-32.png', 32],
  ]) {
    await renderIcon(svg, size, `public/brands/${brand}/${name}`);
    console.log(`wrote public/brands/${brand}/${name}`);
  }
  // Opaque and full-bleed: iOS rounds the corners itself and blackens transparency.
  const square = svg.replace(/rx="\d+"/, 'rx="0"');
  await renderIcon(square, 180, `public/brands/${brand}/apple-icon.png`, ACCENTS[brand]);
  console.log(`wrote public/brands/${brand}/apple-icon.png`);
}
await browser.close();
