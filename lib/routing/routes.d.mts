/** Types of routes.mjs (plain ESM so next.config.mjs can import it without a compiler). */

export interface RoutePrivacy {
  /** For search engines; `false`: `noindex` in the head. */
  index: boolean;
  /** `no-referrer`: the page's links never carry it in a Referer header. */
  referrer: 'default' | 'no-referrer';
  /**
   * `isr`: rendered once per hash, then served from the cache; `prerendered`: at build time;
   * `per-request`: rendered for each request; `no-store`: the same, and no cache may keep it.
   */
  cache: 'isr' | 'prerendered' | 'per-request' | 'no-store';
  /** `X-Robots-Tag: noindex` too, for secrets. */
  robotsHeader?: boolean;
  /** Other sites may frame it (`FRAME_ANCESTORS`). */
  embeddable?: boolean;
  /** It may ask for the camera and the microphone. */
  mediaDevices?: boolean;
}

export interface RouteData {
  /** The public, locale-free path. */
  path: string;
  /** The route group that serves it: its frame and its not-found boundary. */
  group: 'landing' | 'event' | 'site' | 'organizer' | 'utility';
  /** The message key its title comes from; `null`: the event's name, or no title (the brand). */
  title: string | null;
  /** Whether it ends with the site footer (decision 1212). */
  footer: boolean;
  privacy: RoutePrivacy;
  /** A landing's view. */
  view?: LandingView;
}

type Landing = 'max' | 'landing' | 'mid' | 'min';
type Page =
  | Landing
  | 'platform'
  | 'meetings'
  | 'newDion'
  | 'order'
  | 'orderInvoice'
  | 'site'
  | 'questions'
  | 'polls'
  | 'participantsRating'
  | 'randomizer'
  | 'formQrCode'
  | 'streamKeys'
  | 'certificate'
  | 'emailSubscriptions'
  | 'portalSubscriptions'
  | 'test';

export type RouteName = Page;
export type LandingVariant = Landing;
export const ROUTES: Readonly<Record<RouteName, Readonly<RouteData>>>;
export const LANDING_VARIANTS: readonly Landing[];
export type LandingView = 'full' | 'mid' | 'minimal';
export const LANDING_VIEWS: Readonly<Record<Landing, LandingView>>;
export const LANDING_TREE: '/landings';
export function landingTreePath(
  locale: string,
  variant: Landing,
  kind: 'hash' | 'host',
  key: string,
): string;
export const INTERNAL_ROUTES: {
  landings: string[];
  notFound: string[];
};
export function localizedPaths(path: string): string[];
export function pathsWhere(test: (privacy: RoutePrivacy) => boolean): string[];
export function privacyHeaders(route: RouteData): Array<{ key: string; value: string }>;
export function pageHeaderRules(): Array<{
  source: string;
  headers: Array<{ key: string; value: string }>;
}>;
