'use client';

import type { LandingPlayerProps } from '@/components/player/LandingPlayer';
import { afterLoadIsland } from './after-load-island';

/**
 * The landing's player block, hydrated after the page: its 16:9 placeholder and 'loading the
 * player' status are in the first HTML; the frame itself loads after the page in any case.
 */
export const LandingPlayerAfterLoad = afterLoadIsland<LandingPlayerProps>('landing-player', () =>
  import('@/components/player/LandingPlayer').then((module) => module.LandingPlayer),
);
