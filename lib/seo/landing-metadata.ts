import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { platformOffsetHours } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';
import { getBrand } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { customDomainSite, findCustomDomainBySegment } from '@/lib/routing/domains';
import { formatStartPill } from '@/lib/datetime/format';
import {
  landingPath,
  readLandingLocale,
  readLandingParams,
  readLandingVariant,
  type LandingParams,
} from '@/lib/landing/load';
import { htmlToPlainText } from '@/lib/security/sanitize';
import { eventJsonLd, type EventJsonLd } from './json-ld';
import { buildMetadata, mainSite } from './metadata';
import { absoluteUrl, publicUrl, type PublicSite } from './urls';
import { NOT_FOUND_MESSAGES } from '@/lib/i18n/not-found';

// One function so the four landing variants announce an event identically.

export const DESCRIPTION_MAX_LENGTH = 200;

export interface LandingMetadataInput {
  activity: Activity;
  locale: Locale;
  path: string;
  site?: PublicSite;
  /** A page of the event other than its landing names itself (`/platform`, decision 1210). */
  title?: string;
}

/** FNV-1a: collisions only cost a stale preview. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A digest of everything the card draws, so it changes exactly when the drawing would. */
export function ogCardVersion(activity: Activity): string {
  const drawn = [
    activity.name,
    activity.plannedStartDate,
    activity.plannedStopDate,
    activity.type,
    activity.theme ?? '',
    String(activity.darkMode ?? false),
    String(platformOffsetHours(activity)),
    activity.activityPoster?.url ?? '',
    getBrand().id,
  ].join('\n');
  return digest(drawn);
}

/** Previews cache images by URL for days, so `v` changes with the card; the route ignores it. */
export function landingOgImageUrl(
  activity: Activity,
  locale: Locale,
  site: PublicSite = mainSite(),
): string {
  const path = `/api/og/${locale}/${encodeURIComponent(activity.hash)}?v=${ogCardVersion(activity)}`;
  return absoluteUrl(site.origin, path);
}

export function landingPageUrl(
  path: string,
  locale: Locale,
  site: PublicSite = mainSite(),
): string {
  return publicUrl(site, path, locale);
}

export async function landingMetaDescription(activity: Activity, locale: Locale): Promise<string> {
  const text = htmlToPlainText(activity.landingDescription, DESCRIPTION_MAX_LENGTH);
  if (text) return text;
  const [t, tActivity] = await Promise.all([
    getTranslations({ locale, namespace: 'seo' }),
    getTranslations({ locale, namespace: 'activity' }),
  ]);
  return t('descriptionFallback', {
    format: tActivity(`type.${activity.type}`),
    date: formatStartPill(activity, locale),
  });
}

export async function landingMetadata({
  activity,
  locale,
  path,
  site,
  title,
}: LandingMetadataInput): Promise<Metadata> {
  const name = activity.name.trim() || getBrand().name;
  return buildMetadata({
    title: title ?? name,
    description: await landingMetaDescription(activity, locale),
    path,
    locale,
    site,
    image: { url: landingOgImageUrl(activity, locale, site), alt: name },
  });
}

export async function landingNotFoundMetadata({
  locale,
  path,
  site,
}: Omit<LandingMetadataInput, 'activity'>): Promise<Metadata> {
  const t = await getTranslations({ locale });
  const { title, text } = NOT_FOUND_MESSAGES.event;
  return buildMetadata({
    title: t(title),
    description: t(text),
    path,
    locale,
    site,
    noindex: true,
  });
}

/** An ISR refresh takes the metadata from this boundary, not the page, so both must agree. */
export async function landingNotFoundBoundaryMetadata(
  segments: LandingParams & { variant: string },
): Promise<Metadata> {
  const { locale, hash = '' } = readLandingParams(segments);
  const variant = readLandingVariant(segments.variant);
  return landingNotFoundMetadata({ locale, path: landingPath(variant, hash) });
}

export async function domainNotFoundBoundaryMetadata({
  locale,
  host,
}: {
  locale: string;
  host: string;
}): Promise<Metadata> {
  const domain = findCustomDomainBySegment(getConfig().CUSTOM_DOMAINS, host);
  return landingNotFoundMetadata({
    locale: readLandingLocale({ locale }),
    path: '/',
    site: domain ? customDomainSite(domain) : undefined,
  });
}

export function landingEventJsonLd({
  activity,
  locale,
  path,
  site,
  registrationOpen,
}: LandingMetadataInput & { registrationOpen?: boolean }): EventJsonLd {
  return eventJsonLd({
    activity,
    locale,
    pageUrl: landingPageUrl(path, locale, site),
    imageUrl: landingOgImageUrl(activity, locale, site),
    brandName: getBrand().name,
    registrationOpen,
  });
}
