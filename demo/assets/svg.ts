import { escapeHtml } from '../escape';

/**
 * Vector stand-ins for the pictures an organizer would upload: avatars with initials, partner
 * logos, landing logos, posters and a certificate. Text goes through `escapeHtml`, since names
 * come from fixtures today but the renderers take any string.
 */

const PALETTE = [
  '#6C5CE7',
  '#0D69F2',
  '#209B36',
  '#EF3124',
  '#FF8300',
  '#00AAE6',
  '#B5527F',
  '#2D3436',
];

/** The same name always gets the same colour. */
function colourFor(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#2D3436';
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

const FONT = 'font-family="Inter, \'Segoe UI\', Arial, sans-serif"';

export function avatarSvg(name: string): string {
  const label = escapeHtml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${label}">
<title>${label}</title>
<rect width="256" height="256" fill="${colourFor(name)}"/>
<circle cx="128" cy="128" r="96" fill="#ffffff" fill-opacity="0.12"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" ${FONT} font-size="96" font-weight="600" fill="#ffffff">${escapeHtml(initials(name))}</text>
</svg>`;
}

export function partnerLogoSvg(name: string): string {
  const label = escapeHtml(name);
  const colour = colourFor(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160" role="img" aria-label="${label}">
<title>${label}</title>
<rect width="320" height="160" rx="16" fill="#ffffff"/>
<rect x="24" y="52" width="56" height="56" rx="14" fill="${colour}"/>
<text x="52" y="80" dy="0.35em" text-anchor="middle" ${FONT} font-size="28" font-weight="700" fill="#ffffff">${escapeHtml(initials(name).slice(0, 1))}</text>
<text x="96" y="80" dy="0.35em" ${FONT} font-size="${fittingFontSize(name, 208, 26)}" font-weight="600" fill="#1f2328">${label}</text>
</svg>`;
}

/** Legal forms and quotes make a poor wordmark: «АНО «Цифровые события»» → «Цифровые события». */
function wordmark(organizer: string): string {
  return organizer
    .replace(/^(АНО|ООО|АО|ПАО|Фонд)\s+/u, '')
    .replace(/[«»"]/g, '')
    .trim();
}

/** A wordmark for `landingLogo`, drawn at the requested width (imageSources ask for several). */
export function brandLogoSvg(name: string, width: number): string {
  const text = wordmark(name);
  const label = escapeHtml(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * 3) / 16)}" viewBox="0 0 320 60" role="img" aria-label="${label}">
<title>${label}</title>
<circle cx="30" cy="30" r="22" fill="${colourFor(text)}"/>
<path d="M22 18 L42 30 L22 42 Z" fill="#ffffff"/>
<text x="64" y="30" dy="0.35em" ${FONT} font-size="${fittingFontSize(text, 248, 24)}" font-weight="700" fill="#1f2328">${label}</text>
</svg>`;
}

/** SVG text does not shrink to fit; bold Latin and Cyrillic glyphs average about 0.62 em. */
function fittingFontSize(text: string, width: number, max: number): number {
  return Math.max(10, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.62))));
}

/** 1200×630, the social-preview size, so the same file serves as poster and OG image. */
export function posterSvg({
  title,
  subtitle,
  accent,
  dark,
}: {
  title: string;
  subtitle: string;
  accent: string;
  dark: boolean;
}): string {
  const background = dark ? '#020703' : '#f6f7fb';
  const text = dark ? '#ffffff' : '#111318';
  const lines = wrap(title, 28).slice(0, 3);
  const titleLines = lines
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 76}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeHtml(title)}">
<title>${escapeHtml(title)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.15"/></linearGradient></defs>
<rect width="1200" height="630" fill="${background}"/>
<circle cx="1040" cy="120" r="260" fill="url(#g)"/>
<circle cx="1120" cy="560" r="160" fill="${accent}" fill-opacity="0.25"/>
<text x="80" y="250" ${FONT} font-size="64" font-weight="700" fill="${text}">${titleLines}</text>
<text x="80" y="${250 + (lines.length - 1) * 76 + 90}" ${FONT} font-size="32" fill="${text}" fill-opacity="0.75">${escapeHtml(subtitle)}</text>
</svg>`;
}

export function certificateSvg({
  holder,
  activityName,
  date,
}: {
  holder: string;
  activityName: string;
  date: string;
}): string {
  const lines = wrap(`за участие в мероприятии «${activityName}»`, 48).slice(0, 3);
  const body = lines
    .map((line, index) => `<tspan x="600" dy="${index === 0 ? 0 : 40}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850" viewBox="0 0 1200 850" role="img" aria-label="Сертификат участника: ${escapeHtml(holder)}">
<title>Сертификат участника</title>
<rect width="1200" height="850" fill="#fffdf7"/>
<rect x="30" y="30" width="1140" height="790" fill="none" stroke="#B599F9" stroke-width="6"/>
<rect x="48" y="48" width="1104" height="754" fill="none" stroke="#B599F9" stroke-width="1.5"/>
<text x="600" y="200" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="#2D3436">СЕРТИФИКАТ</text>
<text x="600" y="260" text-anchor="middle" ${FONT} font-size="28" fill="#636e72">участника</text>
<text x="600" y="400" text-anchor="middle" ${FONT} font-size="56" font-weight="600" fill="#111318">${escapeHtml(holder)}</text>
<text x="600" y="480" text-anchor="middle" ${FONT} font-size="28" fill="#2D3436">${body}</text>
<text x="600" y="700" text-anchor="middle" ${FONT} font-size="24" fill="#636e72">${escapeHtml(date)}</text>
</svg>`;
}

/** Greedy word wrap by character count: SVG text has no wrapping of its own. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
