/**
 * The player frame's address (docs/upstream-api.md, section 4): `PLAYER_URL/?` + kebab-case keys in
 * the order of `PLAYER_QUERY_KEYS`, falsy values omitted, `locale` always last and always present.
 * Isomorphic and pure, so the server-rendered `src` and the hydrated one are the same string.
 */

/**
 * The frame's inputs. Flags are the spec's optional strings and reach the frame as given
 * (`debug: '2'` → `debug=2`), never turned into booleans (docs/decisions/0221-flags-stay-strings.md).
 */
export interface PlayerQueryParams {
  hash: string;
  hallId?: string | number;
  isDisabledTechSupport?: string;
  isHideDescription?: string;
  isEmbeddedPlayer?: string;
  isOnlyChat?: string;
  isShowPoll?: string;
  isOnlyRegistration?: string;
  isHighload?: string;
  customDomain?: string;
  theme?: string;
  debug?: string;
}

type QueryValue = string | number | boolean | undefined | null;

/** The player's query keys in the order the frame's address lists them; `locale` follows them. */
export const PLAYER_QUERY_KEYS = [
  ['is-disabled-tech-support', 'isDisabledTechSupport'],
  ['is-hide-description', 'isHideDescription'],
  ['is-embedded-player', 'isEmbeddedPlayer'],
  ['is-only-chat', 'isOnlyChat'],
  ['is-show-poll', 'isShowPoll'],
  ['hall-id', 'hallId'],
  ['is-only-registration', 'isOnlyRegistration'],
  ['is-highload', 'isHighload'],
  ['custom-domain', 'customDomain'],
  ['hash', 'hash'],
  ['theme', 'theme'],
  ['debug', 'debug'],
] as const satisfies readonly (readonly [string, keyof PlayerQueryParams])[];

/** `key=value` pairs with falsy values (false, '', 0, null, undefined, NaN) left out. */
export function buildQuery(pairs: readonly (readonly [string, QueryValue])[]): string {
  return pairs
    .filter((pair): pair is readonly [string, string | number | true] => Boolean(pair[1]))
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** `base` without trailing slashes: config already strips them, callers from tests may not. */
export function trimBase(base: string): string {
  return base.replace(/\/+$/, '');
}

export function buildPlayerSrc(
  playerUrl: string,
  params: PlayerQueryParams,
  locale: string,
): string {
  const pairs = PLAYER_QUERY_KEYS.map(([key, prop]) => [key, params[prop]] as const);
  const query = buildQuery([...pairs, ['locale', locale]]);
  return `${trimBase(playerUrl)}/?${query}`;
}

/** `PLAYER_URL/frame.js`, which defines `window.initPlayerFrame`. */
export function playerScriptUrl(playerUrl: string): string {
  return `${trimBase(playerUrl)}/frame.js`;
}
