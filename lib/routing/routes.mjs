// The route table's data (docs/routes.md, decision 0230); plain ESM: next.config.mjs imports it.

/** @typedef {import('./routes.d.mts').RoutePrivacy} RoutePrivacy */
/** @typedef {import('./routes.d.mts').RouteData} RouteData */
/** @typedef {import('./routes.d.mts').LandingView} LandingView */

/** @type {RoutePrivacy} A public page cached per hash (ISR), for search engines. */
const CACHED_PUBLIC = { index: true, referrer: 'default', cache: 'isr' };
/** @type {RoutePrivacy} A public page rendered per request. */
const PUBLIC = { index: true, referrer: 'default', cache: 'per-request' };
/** @type {RoutePrivacy} A room or an order of an event: not a search result. */
const UNLISTED = { index: false, referrer: 'default', cache: 'per-request' };
/** @type {RoutePrivacy} Live, per-event data: a CDN must never keep or share it. */
const LIVE = { index: false, referrer: 'default', cache: 'no-store' };
/** @type {RoutePrivacy} A personal token in the link: kept out of caches and Referer headers. */
const PERSONAL = { index: false, referrer: 'no-referrer', cache: 'no-store' };

/**
 * A landing variant: its public path and the view it renders (a page of the landings tree). A new
 * variant is a row here; every other list of variants is derived from the table.
 * @template {LandingView} V
 * @param {string} path
 * @param {V} view
 */
function landing(path, view) {
  return /** @type {const} */ ({
    path,
    group: 'landing',
    view,
    title: null,
    footer: true,
    privacy: CACHED_PUBLIC,
  });
}

export const ROUTES = /** @type {const} @satisfies {Record<string, RouteData>} */ ({
  max: landing('/max', 'full'),
  landing: landing('/landing', 'full'),
  mid: landing('/mid', 'mid'),
  min: landing('/min', 'minimal'),
  platform: {
    path: '/platform',
    group: 'event',
    title: 'titles.platform',
    footer: true,
    privacy: { ...PUBLIC, embeddable: true },
  },
  meetings: { path: '/meetings', group: 'event', title: null, footer: false, privacy: UNLISTED },
  newDion: { path: '/new-dion', group: 'event', title: null, footer: false, privacy: UNLISTED },
  order: {
    path: '/order',
    group: 'event',
    title: 'platformPage.orderPageTitle',
    footer: false,
    privacy: UNLISTED,
  },
  orderInvoice: {
    path: '/order-invoice',
    group: 'event',
    title: 'platformPage.orderPageTitle',
    footer: false,
    privacy: UNLISTED,
  },
  site: { path: '/site', group: 'site', title: 'site.pageTitle', footer: true, privacy: PUBLIC },
  questions: {
    path: '/questions',
    group: 'organizer',
    title: 'questions.heading',
    footer: false,
    privacy: LIVE,
  },
  polls: {
    path: '/polls',
    group: 'organizer',
    title: 'polls.heading',
    footer: false,
    privacy: LIVE,
  },
  participantsRating: {
    path: '/participants-rating',
    group: 'organizer',
    title: 'titles.participantsRating',
    footer: false,
    privacy: LIVE,
  },
  randomizer: {
    path: '/randomizer',
    group: 'organizer',
    title: 'randomizer.pageTitle',
    footer: false,
    privacy: LIVE,
  },
  formQrCode: {
    path: '/form-qr-code',
    group: 'organizer',
    title: 'titles.formQrCode',
    footer: false,
    privacy: LIVE,
  },
  streamKeys: {
    path: '/stream-keys',
    group: 'organizer',
    title: 'titles.streamKeysMain',
    footer: false,
    // The header keeps secrets out of search engines even where the head is not read.
    privacy: { ...PERSONAL, robotsHeader: true },
  },
  certificate: {
    path: '/certificate',
    group: 'organizer',
    title: 'certificate.heading',
    footer: false,
    privacy: PERSONAL,
  },
  emailSubscriptions: {
    path: '/email_subscriptions',
    group: 'organizer',
    title: 'titles.emailChangeSettings',
    footer: false,
    privacy: PERSONAL,
  },
  portalSubscriptions: {
    path: '/portal_subscriptions',
    group: 'organizer',
    title: 'titles.emailChangeSettings',
    footer: false,
    privacy: PERSONAL,
  },
  test: {
    path: '/test',
    group: 'utility',
    title: 'testPage.title',
    footer: true,
    privacy: { index: true, referrer: 'default', cache: 'prerendered', mediaDevices: true },
  },
});

/** @typedef {keyof typeof ROUTES} RouteName */

const LANDING_ROWS = Object.entries(ROUTES).flatMap(([name, route]) =>
  'view' in route ? [{ name, view: route.view }] : [],
);

export const LANDING_VARIANTS = /** @type {Array<import('./routes.d.mts').LandingVariant>} */ (
  LANDING_ROWS.map((row) => row.name)
);

/** Each variant's view. */
export const LANDING_VIEWS =
  /** @type {Record<import('./routes.d.mts').LandingVariant, LandingView>} */ (
    Object.fromEntries(LANDING_ROWS.map((row) => [row.name, row.view]))
  );

/** @type {LandingView[]} */
const LANDING_VIEW_NAMES = [...new Set(Object.values(LANDING_VIEWS))];

/** The internal tree every landing renders from; the middleware and nginx refuse it from outside. */
export const LANDING_TREE = '/landings';

/**
 * A landing's path in the tree: by `hash` (`/max?hash=X`) or by `host` (a custom domain's `/`).
 * The view ends it, so each view is a page of its own, which ships only that view's islands.
 * @param {string} locale
 * @param {import('./routes.d.mts').LandingVariant} variant
 * @param {'hash' | 'host'} kind
 * @param {string} key the hash, the host, or a rewrite's `:hash`
 */
export function landingTreePath(locale, variant, kind, key) {
  return `/${locale}${LANDING_TREE}/${variant}/${kind}/${key}/${LANDING_VIEWS[variant]}`;
}

/** @param {string} path @returns {string[]} */
function localizedPaths(path) {
  return [path, `/en${path}`, `/ru${path}`];
}

/** @param {(privacy: RoutePrivacy) => boolean} test @returns {string[]} */
export function pathsWhere(test) {
  return Object.values(ROUTES)
    .filter((route) => test(route.privacy))
    .flatMap((route) => localizedPaths(route.path));
}

/** @param {RouteData} route @returns {Array<{ key: string, value: string }>} */
function privacyHeaders({ group, privacy }) {
  const headers = [];
  // Pages that stream a loading state first: nginx buffers everything else for its microcache.
  if (group === 'organizer') headers.push({ key: 'X-Accel-Buffering', value: 'no' });
  if (privacy.cache === 'no-store')
    headers.push({ key: 'Cache-Control', value: 'private, no-store' });
  if (privacy.referrer === 'no-referrer')
    headers.push({ key: 'Referrer-Policy', value: 'no-referrer' });
  if (privacy.robotsHeader) headers.push({ key: 'X-Robots-Tag', value: 'noindex, nofollow' });
  return headers;
}

// After the security rules, so these override them (Next applies matching rules in order).
/**
 * next.config.mjs's; knip's production mode does not follow the config file. @public
 * @returns {Array<{ source: string, headers: Array<{ key: string, value: string }> }>}
 */
export function pageHeaderRules() {
  return Object.values(ROUTES).flatMap((route) => {
    const headers = privacyHeaders(route);
    if (headers.length === 0) return [];
    return localizedPaths(route.path).map((source) => ({ source, headers }));
  });
}

/** Reached only by a rewrite; the middleware answers them 404 from outside. @internal */
export const INTERNAL_ROUTES = {
  landings: [
    `${LANDING_TREE}/[variant]`,
    ...LANDING_VIEW_NAMES.map((view) => `${LANDING_TREE}/[variant]/[kind]/[key]/${view}`),
  ],
  notFound: ['/page-not-found'],
};
