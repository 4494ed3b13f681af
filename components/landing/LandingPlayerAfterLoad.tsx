'use client';

import type { LandingPlayerProps } from '@/components/player/LandingPlayer';
import { afterLoadIsland } from './after-load-island';

/** Its 16:9 placeholder is in the first HTML; the frame loads after the page in any case. */
export const LandingPlayerAfterLoad = afterLoadIsland<LandingPlayerProps>('landing-player', () =>
  import('@/components/player/LandingPlayer').then((module) => module.LandingPlayer),
);
