// Security headers as next.config.mjs `headers()` rules, evaluated once at build time, so
// lib/security/baked-headers.ts checks for drift.

import { pathsWhere } from '../routing/routes.mjs';

/** @internal */
export const METRICA_SCRIPT_ORIGINS = ['https://mc.yandex.ru', 'https://yastatic.net'];
/** @internal */
export const METRICA_CONNECT_ORIGINS = ['https://mc.yandex.ru', 'https://mc.yandex.com'];
const METRICA_FRAME_ORIGINS = ['https://mc.yandex.ru', 'https://mc.yandex.com'];

const MEDIA_DEVICE_PAGES = pathsWhere((privacy) => privacy.mediaDevices === true);

const EMBEDDABLE_PAGES = pathsWhere((privacy) => privacy.embeddable === true);

const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** No includeSubDomains: the parent domain may host services still on http. @internal */
export const HSTS_VALUE = 'max-age=31536000';

/** No path, no quotes, no `;`. */
const HOST_SOURCE = /^https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?$/i;

/** @param {string | undefined} value @returns {string | undefined} */
function clean(value) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** @param {string | undefined} value @returns {string | undefined} */
function originOf(value) {
  const text = clean(value);
  if (!text || !/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
}

/**
 * Every token is checked: a quote, `;` or path in a header value would inject directives.
 * @param {string | undefined} value @returns {string[] | undefined} undefined when unset
 * @param {{ name: string, allowSelf?: boolean, allowNone?: boolean }} options
 */
export function parseSourceList(value, { name, allowSelf = false, allowNone = false }) {
  const text = clean(value);
  if (!text) return undefined;
  const tokens = text.split(/\s+/);
  const sources = tokens.map((token) => {
    if (allowSelf && token.toLowerCase() === "'self'") return "'self'";
    if (allowNone && token.toLowerCase() === "'none'") return "'none'";
    if (HOST_SOURCE.test(token)) return token.toLowerCase();
    throw new Error(
      `Invalid environment variable ${name}: "${token}" is not an http(s) origin` +
        (allowSelf ? " or 'self'" : ''),
    );
  });
  if (sources.includes("'none'") && sources.length > 1) {
    throw new Error(`Invalid environment variable ${name}: 'none' must stand alone`);
  }
  return [...new Set(sources)];
}

/** @param {...(string | undefined | readonly string[])} parts @returns {string} */
function sources(...parts) {
  const list = parts.flat().filter((part) => typeof part === 'string' && part.length > 0);
  return [...new Set(list)].join(' ');
}

/**
 * @typedef {Record<string, string | undefined>} EnvSource
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{ type: 'header', key: string, value: string }} HasCondition
 * @typedef {{ source: string, has?: HasCondition[], headers: Header[] }} HeaderRule
 */

/** @param {EnvSource} env */
function policyInputs(env) {
  const siteIsHttps = /^https:\/\//i.test(clean(env.SITE_URL) ?? '');
  const frameAncestors = parseSourceList(env.FRAME_ANCESTORS, {
    name: 'FRAME_ANCESTORS',
    allowSelf: true,
    allowNone: true,
  }) ?? ["'self'"];
  const mediaOrigins = parseSourceList(env.MEDIA_ORIGINS, { name: 'MEDIA_ORIGINS' });
  return {
    siteIsHttps,
    trustProxy: ['1', 'true'].includes(clean(env.TRUST_PROXY) ?? ''),
    media: originOf(env.MEDIA_API_URL),
    player: originOf(env.PLAYER_URL),
    widgets: originOf(env.WIDGETS_URL),
    qr: originOf(env.QR_URL),
    cdn: originOf(env.CDN_URL),
    frameAncestors,
    mediaOrigins,
  };
}

/**
 * No nonce: it would make every landing dynamic, so Next's inline scripts need 'unsafe-inline'.
 * @param {EnvSource} env @returns {string}
 * @param {{ frameAncestors: string }} [options] overrides the page-independent 'self'
 * @internal
 */
export function buildCsp(env, options) {
  const input = policyInputs(env);
  // Organizer media are arbitrary absolute URLs in the contract.
  const pictures = input.mediaOrigins ?? (input.siteIsHttps ? ['https:'] : ['https:', 'http:']);
  const directives = [
    ['default-src', "'self'"],
    [
      'script-src',
      sources(
        "'self'",
        "'unsafe-inline'",
        input.player,
        input.widgets,
        input.cdn,
        METRICA_SCRIPT_ORIGINS,
      ),
    ],
    ['style-src', sources("'self'", "'unsafe-inline'", input.cdn)],
    [
      'img-src',
      sources(
        "'self'",
        'data:',
        'blob:',
        input.media,
        input.cdn,
        input.qr,
        pictures,
        'https://mc.yandex.ru',
      ),
    ],
    ['media-src', sources("'self'", 'blob:', input.media, input.cdn, pictures)],
    ['font-src', sources("'self'", input.cdn)],
    [
      'connect-src',
      sources(
        "'self'",
        input.media,
        input.player,
        input.widgets,
        input.cdn,
        METRICA_CONNECT_ORIGINS,
      ),
    ],
    ['frame-src', sources("'self'", input.player, input.widgets, METRICA_FRAME_ORIGINS)],
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', options?.frameAncestors ?? "'self'"],
  ];
  if (input.siteIsHttps) directives.push(['upgrade-insecure-requests', '']);
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/** @param {string[]} allowedOnSelf features enabled for this origin only @returns {string} @internal */
export function permissionsPolicy(allowedOnSelf = []) {
  const denied = ['camera', 'microphone', ...DENIED_FEATURES]
    .filter((feature) => !allowedOnSelf.includes(feature))
    .map((feature) => `${feature}=()`);
  return [...allowedOnSelf.map((feature) => `${feature}=(self)`), ...denied].join(', ');
}

// Most general first: a later matching rule's value wins.
/** @param {EnvSource} env @returns {HeaderRule[]} */
export function securityHeaderRules(env) {
  const input = policyInputs(env);
  /** @type {Header[]} */
  const base = [
    { key: 'Content-Security-Policy', value: buildCsp(env) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy() },
  ];
  if (input.siteIsHttps) base.push({ key: 'Strict-Transport-Security', value: HSTS_VALUE });

  /** @type {HeaderRule[]} */
  const rules = [{ source: '/:path*', headers: base }];
  if (!input.siteIsHttps && input.trustProxy) {
    // Browsers ignore HSTS on plain http anyway: this only avoids a misleading header.
    rules.push({
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }],
    });
  }
  const frameAncestors = input.frameAncestors.join(' ');
  for (const source of EMBEDDABLE_PAGES) {
    rules.push({
      source,
      headers: [{ key: 'Content-Security-Policy', value: buildCsp(env, { frameAncestors }) }],
    });
  }
  for (const source of MEDIA_DEVICE_PAGES) {
    rules.push({
      source,
      headers: [{ key: 'Permissions-Policy', value: permissionsPolicy(['camera', 'microphone']) }],
    });
  }
  return rules;
}
