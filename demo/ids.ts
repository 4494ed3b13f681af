/**
 * Every id, hash and token the demo services answer to, in one place: e2e specs, the README and
 * the fixtures all name them from here, so a renamed fixture breaks loudly instead of silently.
 */
export const DEMO_IDS = {
  /** Activity hashes (`/eventor/public/activity/{hash}` and every hash-keyed call). */
  hashes: {
    /** Online, current: its dates follow the clock, one schedule event is always live. */
    online: 'demo-online',
    /** Offline, planned, paid, with a QR code and a location. */
    offline: 'demo-offline',
    /** Hybrid, ready, dark, English content, platform-time schedule over 3 days. */
    hybrid: 'demo-hybrid',
    /** Completed, registration closed. */
    completed: 'demo-completed',
    /** Only the contract's required fields. */
    bare: 'demo-bare',
    /** The corporate theme with branded halls and a support phone. */
    corporate: 'demo-corporate',
  },
  /** Hashes that fail on purpose, for error and timeout paths. */
  faults: {
    /** 404 ACTIVITY_NOT_FOUND. */
    missing: 'demo-missing',
    /** 500 with an HTML body (not JSON): the client must report UNEXPECTED. */
    broken: 'demo-broken',
    /** Answers after 10 s, or gives up as soon as the caller aborts. */
    slow: 'demo-slow',
    /**
     * A copy of demo-online whose answers a test switches between healthy and failing through
     * `POST /demo/media/control/faults`. `demo-flaky-<suffix>` names more copies with their own
     * fault and their own cache entries, so tests running in parallel never share one.
     */
    flaky: 'demo-flaky',
  },
  /**
   * `demo-unpublished-<suffix>`: a copy of demo-online with a hall of its own (from
   * `unpublishedHalls`) whose programme is empty until a test publishes it through
   * `POST /demo/media/control/programme`; then the hall lists demo-online's events.
   */
  unpublished: 'demo-unpublished',
  /** The first hall id of the unpublished copies, one more for each copy after it. */
  unpublishedHalls: 900_001,
  /** `activityID` of each activity (polls, rating, viewers list). */
  activities: {
    online: 101,
    offline: 102,
    hybrid: 103,
    completed: 104,
    bare: 105,
    corporate: 106,
    slow: 107,
  },
  /** Hall ids (`/eventor/public/listevents/{hallId}`, chat `roomId`). */
  halls: {
    online: 201,
    offline: 202,
    hybrid: 203,
    completed: 204,
    /** Known hall whose listevents answer omits `events` entirely (contract: absent → []). */
    bare: 205,
    corporate: 206,
    corporateSecond: 216,
    slow: 207,
    /** demo-flaky's own programme: a copy of demo-online's, so its refetches touch no other hall. */
    flaky: 208,
  },
  /**
   * demo-xss: every organizer field hostile (demo/fixtures/xss.ts, e2e/xss.spec.ts). Kept out
   * of `hashes`/`activities`/`halls` so specs that walk the ordinary demo events skip it.
   */
  attack: {
    xss: { hash: 'demo-xss', activity: 190, hall: 290 },
  },
  /** `/eventor/public/activity/keys/{keysId}`: demo-online's main stream and two backups. */
  streamKeys: 1001,
  /** `/eventor/public/activity/link/{linkId}`: resolves to demo-online. */
  link: 2001,
  /** `/polls/last/{activityID}`: one id per poll type; `none` answers `{ poll: null }`. */
  polls: {
    'single-choice': 101,
    'multiple-choice': 3002,
    'single-correct': 3003,
    'ranked-choice': 3004,
    'rating-choice': 3005,
    'open-choice': 3006,
    none: 105,
  },
  /** `/statistics/game/activity/{activityID}/score`: 20 entries with ties. */
  toplist: 101,
  /** `/viewer/public/viewers/list?activityId=`: 50 viewers. */
  viewers: 101,
  /**
   * Viewer tokens for check_subscription, unsubscribe, check_assign, unsubscribe_portal.
   * `<token>.<suffix>` (lowercase letters and digits) is a viewer of its own, starting as the
   * token's: whoever changes a subscription takes a fresh suffix (demo/store.ts).
   */
  subscriptionTokens: {
    subscribed: 'demo-token',
    unsubscribed: 'demo-token-unsubscribed',
  },
  /** Certificate tokens (`/viewer/activity/{hash}/token/{token}/certificate`, any demo hash). */
  certificateTokens: {
    /** 200 with a url and fileName. */
    uploaded: 'demo-cert',
    /** 200 `{ certificate: {} }`: no url means "not uploaded" (docs/upstream-api.md, section 2). */
    notUploaded: 'demo-nocert',
    /** 404 CERTIFICATE_NOT_FOUND: the other way an upstream may say "not uploaded". */
    notFound: 'demo-cert-missing',
  },
  /** Forms API ids (`/v1/respondent/form/{formId}`). */
  forms: {
    published: 'demo-form',
    draft: 'demo-form-draft',
  },
} as const;
