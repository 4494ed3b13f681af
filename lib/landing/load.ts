import 'server-only';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import { ERROR_CODES, isApiError } from '@/lib/api/errors';
import { getActivity, getEvents, getRegistrationInfo } from '@/lib/api/readers';
import { HASH_PATTERN } from '@/lib/api/schemas';
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

/** Route params → validated locale and hash, or the 404 page. */
export function parseLandingParams({ locale, hash }: LandingParams): {
  locale: Locale;
  hash: string;
} {
  let decoded = '';
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    // malformed percent-encoding: not a hash
  }
  if (!hasLocale(routing.locales, locale) || !HASH_PATTERN.test(decoded)) notFound();
  return { locale, hash: decoded };
}

/**
 * The full landing's load order (the product specification, section 7): the activity by hash, then the main hall's
 * events, then the registration state. An unknown event is the 404 page; any other upstream
 * fault propagates, so a cached copy keeps being served instead of an error being cached.
 */
export async function loadLanding(params: LandingParams): Promise<LandingData> {
  const { locale, hash } = parseLandingParams(params);
  let activity: SanitizedActivity;
  try {
    activity = await getActivity(hash);
  } catch (error) {
    if (
      isApiError(error) &&
      (error.code === ERROR_CODES.ACTIVITY_NOT_FOUND ||
        error.code === ERROR_CODES.WRONG_ACTIVITY_ID)
    ) {
      notFound();
    }
    throw error;
  }
  // A missing programme or registration state hides its block; it does not take the page down.
  const [events, registration] = await Promise.all([
    getEvents(activity.mainHall.id).catch(() => []),
    getRegistrationInfo(hash).catch(() => undefined),
  ]);
  return { locale, activity, events, registration };
}
