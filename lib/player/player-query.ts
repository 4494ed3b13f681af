// Pure, so the server-rendered `src` and the hydrated one are the same string.

/** Flags reach the frame as given, never as booleans (decision 0221). */
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

/** @internal */
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

export function buildQuery(pairs: readonly (readonly [string, QueryValue])[]): string {
  return pairs
    .filter((pair): pair is readonly [string, string | number | true] => Boolean(pair[1]))
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
}

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

export function playerScriptUrl(playerUrl: string): string {
  return `${trimBase(playerUrl)}/frame.js`;
}
