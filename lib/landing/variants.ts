import 'server-only';
import { LANDING_VIEWS, type LandingView } from '@/lib/routing/routes.mjs';
import { findCompactLanding, findLanding, type LandingVariant } from './load';

/**
 * The landing variants' one registry (docs/routes.md): which loader reads a variant's data and
 * which view shows it (the route table's `LANDING_VIEWS`: `full` FullLanding, `mid` MidLanding,
 * `minimal` MinimalLanding, in components/landing). The query-string landings (app/[locale]/(event)/_landing) and a custom
 * domain's landing (`CUSTOM_DOMAINS`' `variant`) both dispatch through it. It names the views
 * rather than importing them: a variant's route imports its own view only, so it ships only its
 * own islands.
 */
export const LANDING_VARIANT_REGISTRY = {
  max: { find: findLanding, view: LANDING_VIEWS.max },
  landing: { find: findLanding, view: LANDING_VIEWS.landing },
  mid: { find: findCompactLanding, view: LANDING_VIEWS.mid },
  min: { find: findCompactLanding, view: LANDING_VIEWS.min },
} as const satisfies Record<LandingVariant, { find: unknown; view: LandingView }>;
