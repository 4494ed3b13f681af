import 'server-only';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import { getActivity, getEvents, getRegistrationInfo } from '@/lib/api/readers';
import { HASH_PATTERN, type Activity } from '@/lib/api/schemas';
import { findEvent, unlessEventNotFound } from '@/lib/platform/load-event';
import type { LANDING_VARIANTS } from '@/lib/routing/routes.mjs';
import type { SanitizedActivity, SanitizedScheduleEvent } from '@/lib/security/sanitize-content';

export interface LandingData {
  locale: Locale;
  /** Organizer HTML already sanitised by the reader. */
  activity: SanitizedActivity;
  events: SanitizedScheduleEvent[];
  /** Undefined when the info call failed: the registration island asks again on the client. */
  registration?: { isRegistrationActive: boolean };
}

export interface LandingParams {
  locale: string;
  hash: string;
}

/** The landing variants, each served by query string (`/max?hash=X`): the route table's. */
export type LandingVariant = (typeof LANDING_VARIANTS)[number];

/** A variant's public, locale-free path for an event: what canonical and Open Graph URLs use. */
export function landingPath(variant: LandingVariant, hash: string): string {
  return `/${variant}?hash=${encodeURIComponent(hash)}`;
}

/** The route's locale, or the 404 page for a segment that is not one. */
export function readLandingLocale({ locale }: { locale: string }): Locale {
  return hasLocale(routing.locales, locale) ? locale : notFound();
}

/**
 * Route params → the locale and the hash; `hash` is undefined when the path's segment is not one
 * (the page's "event not found" state). An unknown locale is the 404 page.
 */
export function readLandingParams({ locale, hash }: LandingParams): {
  locale: Locale;
  hash?: string;
} {
  let decoded = '';
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    // malformed percent-encoding: not a hash
  }
  return {
    locale: readLandingLocale({ locale }),
    hash: HASH_PATTERN.test(decoded) ? decoded : undefined,
  };
}

/** Route params → validated locale and hash, or the 404 page. */
export function parseLandingParams(params: LandingParams): { locale: Locale; hash: string } {
  const { locale, hash } = readLandingParams(params);
  return hash ? { locale, hash } : notFound();
}

/**
 * The full landing's load order: the activity by hash, then the main hall's events, then the
 * registration state. `undefined` for an unknown event (the page's "event not found" state); any
 * other upstream fault propagates, so a cached copy keeps being served instead of an error being
 * cached.
 */
export async function findLanding(locale: Locale, hash: string): Promise<LandingData | undefined> {
  const activity = await unlessEventNotFound(getActivity(hash));
  if (!activity) return undefined;
  // A missing programme or registration state hides its block; it does not take the page down.
  const [events, registration] = await Promise.all([
    getEvents(activity.mainHall.id).catch(() => []),
    getRegistrationInfo(hash).catch(() => undefined),
  ]);
  return { locale, activity, events, registration };
}

/** The minimal and mid landings show the event alone: `undefined` for an unknown one. */
export async function findCompactLanding(
  locale: Locale,
  hash: string,
): Promise<{ locale: Locale; activity: Activity } | undefined> {
  const activity = await findEvent(hash);
  return activity && { locale, activity };
}

/** `findLanding` for pages rendered per request: an unknown event is the 404 page. */
export async function loadLanding(params: LandingParams): Promise<LandingData> {
  const { locale, hash } = parseLandingParams(params);
  return (await findLanding(locale, hash)) ?? notFound();
}
