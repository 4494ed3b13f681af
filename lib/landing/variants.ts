import 'server-only';
import { LANDING_VIEWS, type LandingView } from '@/lib/routing/routes.mjs';
import { findCompactLanding, findLanding, type LandingVariant } from './load';

/** Names the views rather than importing them, so a variant's route ships only its own islands. */
export const LANDING_VARIANT_REGISTRY = {
  max: { find: findLanding, view: LANDING_VIEWS.max },
  landing: { find: findLanding, view: LANDING_VIEWS.landing },
  mid: { find: findCompactLanding, view: LANDING_VIEWS.mid },
  min: { find: findCompactLanding, view: LANDING_VIEWS.min },
} as const satisfies Record<LandingVariant, { find: unknown; view: LandingView }>;
