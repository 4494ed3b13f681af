import 'server-only';
import { findCompactLanding, findLanding, type LandingVariant } from './load';

/**
 * The landing variants' one registry (docs/routes.md): which loader reads a variant's data and
 * which view shows it (`full`: FullLanding, `mid`: MidLanding, `minimal`: MinimalLanding, in
 * components/landing). The query-string landings (app/[locale]/(event)/_landing) and a custom
 * domain's landing (`CUSTOM_DOMAINS`' `variant`) both dispatch through it. It names the views
 * rather than importing them: a variant's route imports its own view only, so it ships only its
 * own islands.
 */
export const LANDING_VARIANT_REGISTRY = {
  max: { find: findLanding, view: 'full' },
  landing: { find: findLanding, view: 'full' },
  mid: { find: findCompactLanding, view: 'mid' },
  min: { find: findCompactLanding, view: 'minimal' },
} as const satisfies Record<LandingVariant, { find: unknown; view: 'full' | 'mid' | 'minimal' }>;
