'use client';

import { flagValue, lastValue } from '@/lib/query/flags';
import type { LandingPlayerProps } from './LandingPlayer';
import { PlayerEmbed } from './PlayerEmbed';

/** The landing's query-string flags that only the player needs (docs/routes.md, `/max`). */
export interface LandingPlayerFlags {
  debug?: string;
  isOnlyChat?: string;
  customDomain?: string;
  isOnlyRegistration?: string;
  isHighload?: string;
}

const NO_FLAGS: LandingPlayerFlags = {};

const MAX_DOMAIN_LENGTH = 253;

/** The same rules as the server's `readQuery` (lib/query): last value, flags as given, empty off. */
export function parseLandingPlayerFlags(search: string): LandingPlayerFlags {
  const params = new URLSearchParams(search);
  const read = (key: string) => lastValue(params.getAll(key));
  const customDomain = read('customDomain')?.trim().slice(0, MAX_DOMAIN_LENGTH);
  return {
    debug: flagValue(read('debug')),
    isOnlyChat: flagValue(read('isOnlyChat')),
    customDomain: customDomain || undefined,
    isOnlyRegistration: flagValue(read('isOnlyRegistration')),
    isHighload: flagValue(read('isHighload')),
  };
}

// Browser-only, so the URL's flags are read here: the landing's HTML is cached per hash.
export function LandingPlayerEmbed(props: LandingPlayerProps) {
  const search = window.location.search;
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
