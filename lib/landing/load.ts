import 'server-only';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import { getActivity, getEvents, getRegistrationInfo } from '@/lib/api/readers';
import { HASH_PATTERN, type Activity } from '@/lib/api/schemas';
import { findEvent, unlessEventNotFound } from '@/lib/platform/load-event';
import { LANDING_VARIANTS } from '@/lib/routing/routes.mjs';
import type { SanitizedActivity, SanitizedScheduleEvent } from '@/lib/security/sanitize-content';

export interface LandingData {
  locale: Locale;
  activity: SanitizedActivity;
  events: SanitizedScheduleEvent[];
  /** Undefined when the info call failed: the registration island asks again. */
  registration?: { isRegistrationActive: boolean };
}

export interface LandingParams {
  locale: string;
  hash: string;
}

export type LandingVariant = (typeof LANDING_VARIANTS)[number];

export function landingPath(variant: LandingVariant, hash: string): string {
  return `/${variant}?hash=${encodeURIComponent(hash)}`;
}

/** A variant of the route table, from the internal tree's `[variant]` segment. */
export function readLandingVariant(segment: string): LandingVariant {
  return LANDING_VARIANTS.find((variant) => variant === segment) ?? notFound();
}

export function readLandingLocale({ locale }: { locale: string }): Locale {
  return hasLocale(routing.locales, locale) ? locale : notFound();
}

/** `hash` is undefined for a segment that is not one (the "event not found" state). */
export function readLandingParams({ locale, hash }: LandingParams): {
  locale: Locale;
  hash?: string;
} {
  let decoded = '';
  try {
    decoded = decodeURIComponent(hash);
  } catch {}
  return {
    locale: readLandingLocale({ locale }),
    hash: HASH_PATTERN.test(decoded) ? decoded : undefined,
  };
}

export function parseLandingParams(params: LandingParams): { locale: Locale; hash: string } {
  const { locale, hash } = readLandingParams(params);
  return hash ? { locale, hash } : notFound();
}

/** Other upstream faults propagate, so a cached copy keeps being served instead of an error. */
export async function findLanding(locale: Locale, hash: string): Promise<LandingData | undefined> {
  const activity = await unlessEventNotFound(getActivity(hash));
  if (!activity) return undefined;
  // A missing programme or registration state hides its block, not the page.
  const [events, registration] = await Promise.all([
    getEvents(activity.mainHall.id).catch(() => []),
    getRegistrationInfo(hash).catch(() => undefined),
  ]);
  return { locale, activity, events, registration };
}

export async function findCompactLanding(
  locale: Locale,
  hash: string,
): Promise<{ locale: Locale; activity: Activity } | undefined> {
  const activity = await findEvent(hash);
  return activity && { locale, activity };
}

export async function loadLanding(params: LandingParams): Promise<LandingData> {
  const { locale, hash } = parseLandingParams(params);
  return (await findLanding(locale, hash)) ?? notFound();
}
