'use client';

import { useSyncExternalStore } from 'react';
import { isFlagOn, lastValue } from '@/lib/query/flags';
import { PlayerEmbed } from './PlayerEmbed';

export interface LandingPlayerProps {
  hash: string;
  activityId?: number;
  hallId?: string | number;
  theme?: string;
  playerUrl: string;
  locale: string;
  /** Set on a custom domain's landing, where the host (not the query) names the domain. */
  customDomain?: string;
}

/** The landing's query-string flags that only the player needs (spec "Full landing (max)"). */
export interface LandingPlayerFlags {
  debug: boolean;
  isOnlyChat: boolean;
  customDomain?: string;
  isOnlyRegistration: boolean;
  isHighload: boolean;
}

const NO_FLAGS: LandingPlayerFlags = {
  debug: false,
  isOnlyChat: false,
  isOnlyRegistration: false,
  isHighload: false,
};

const MAX_DOMAIN_LENGTH = 253;

/** The same rules as the server's `readQuery` (lib/query): last value, any non-empty flag on. */
export function parseLandingPlayerFlags(search: string): LandingPlayerFlags {
  const params = new URLSearchParams(search);
  const read = (key: string) => lastValue(params.getAll(key));
  const customDomain = read('customDomain')?.trim().slice(0, MAX_DOMAIN_LENGTH);
  return {
    debug: isFlagOn(read('debug')),
    isOnlyChat: isFlagOn(read('isOnlyChat')),
    customDomain: customDomain || undefined,
    isOnlyRegistration: isFlagOn(read('isOnlyRegistration')),
    isHighload: isFlagOn(read('isHighload')),
  };
}

// The landing is a static page: its URL never changes under it, so nothing to subscribe to.
const subscribe = () => () => {};
const readSearch = () => window.location.search;
const serverSearch = () => '';

/**
 * The landing's player. Its HTML is cached per hash, so the flags (`debug`, `isOnlyChat`,
 * `customDomain`, `isOnlyRegistration`, `isHighload`) are read here, in the browser, never on the
 * server. `useSyncExternalStore` rather than `useSearchParams` + `<Suspense>`: on a statically
 * rendered page the latter client-renders the boundary from scratch, which would replace the
 * server-rendered iframe and load the player twice for every visitor. This way hydration keeps
 * the iframe and its `src` changes only when the URL really carries flags.
 */
export function LandingPlayer(props: LandingPlayerProps) {
  const search = useSyncExternalStore(subscribe, readSearch, serverSearch);
  const flags = search ? parseLandingPlayerFlags(search) : NO_FLAGS;
  return (
    <PlayerEmbed
      {...props}
      {...flags}
      customDomain={props.customDomain ?? flags.customDomain}
      mode="platform"
    />
  );
}
