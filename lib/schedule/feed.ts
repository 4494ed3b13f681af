import 'server-only';
import { createHash } from 'node:crypto';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { ERROR_CODES, httpStatusFor, toApiError } from '@/lib/api/errors';
import { getActivity, getEvents, getFeedEntrySeen } from '@/lib/api/readers';
import { HASH_PATTERN, type Activity } from '@/lib/api/schemas';
import { sharedCacheControl } from '@/lib/cache/cache-control';
import { MISS_SECONDS, periodSeconds, REFETCH_STALE_SECONDS } from '@/lib/cache/periods.mjs';
import { getConfig } from '@/lib/config';
import { countRender } from '@/lib/metrics';
import { customDomainSite } from '@/lib/routing/domains';
import { mainSite } from '@/lib/seo/metadata';
import { publicUrl, type PublicSite } from '@/lib/seo/urls';
import { landingPath } from '@/lib/landing/load';
import {
  feedEntries,
  icsFileName,
  writeCalendar,
  type EntryRevision,
  type FeedEntry,
  type FeedUrls,
} from './ics';

// The programme feed and the landing's download, one answer (decision 1200). The body never depends
// on the request, so a custom domain and the main site share the cached entry.

/** The feed's hash, or undefined when the file segment is not `<hash>.ics`. */
function feedHash(file: string): string | undefined {
  let decoded = '';
  try {
    decoded = decodeURIComponent(file);
  } catch {
    return undefined;
  }
  const hash = decoded.endsWith('.ics') ? decoded.slice(0, -'.ics'.length) : '';
  return HASH_PATTERN.test(hash) ? hash : undefined;
}

/** SEQUENCE: whole minutes from 2024 to when the entry's content was first written. */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);
function sequenceAt(firstSeen: Date): number {
  return Math.max(0, Math.floor((firstSeen.getTime() - SEQUENCE_EPOCH_MS) / 60_000));
}

function digest(entry: FeedEntry): string {
  return createHash('sha256').update(JSON.stringify(entry)).digest('base64url').slice(0, 22);
}

/** The landing lives on the event's custom domain when one is mapped to it, else on the site. */
function eventSite(hash: string): { site: PublicSite; landing: string } {
  const mapped = Object.entries(getConfig().CUSTOM_DOMAINS).find(
    ([, entry]) => entry.hash === hash,
  );
  if (!mapped) return { site: mainSite(), landing: landingPath('max', hash) };
  const [host, entry] = mapped;
  return { site: customDomainSite({ host, locale: entry.locale }), landing: '/' };
}

function feedUrls(hash: string, locale: Locale): FeedUrls {
  const { site, landing } = eventSite(hash);
  return {
    landing: publicUrl(site, landing, locale),
    player: publicUrl(site, `/platform?hash=${encodeURIComponent(hash)}`, locale),
    uidHost: new URL(getConfig().SITE_URL).hostname,
  };
}

async function revisions(hash: string, entries: readonly FeedEntry[]) {
  const seen = await Promise.all(
    entries.map(async (entry): Promise<[string, EntryRevision]> => {
      const firstSeen = new Date(await getFeedEntrySeen(hash, entry.key, digest(entry)));
      return [entry.key, { sequence: sequenceAt(firstSeen), lastModified: firstSeen }];
    }),
  );
  return new Map(seen);
}

async function buildFeed(activity: Activity, locale: Locale): Promise<string> {
  const [events, t] = await Promise.all([
    getEvents(activity.mainHall.id),
    getTranslations({ locale, namespace: 'schedule' }),
  ]);
  const urls = feedUrls(activity.hash, locale);
  const entries = feedEntries(activity, events, urls);
  const byKey = await revisions(activity.hash, entries);
  const now = new Date(Date.now());
  return writeCalendar(entries, {
    calendarName: t('calendarName', { name: activity.name }),
    uidHost: urls.uidHost,
    now,
    revisionOf: (entry) => byKey.get(entry.key) ?? { sequence: 0, lastModified: now },
  });
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function attachment(activity: Activity): string {
  const name = icsFileName(activity);
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A 404 is briefly kept (a calendar asks again within the hour anyway); an outage never. */
function errorResponse(code: string, status: number): Response {
  const cacheControl = status === 404 ? `public, max-age=${MISS_SECONDS}` : 'no-store';
  return Response.json({ error: code }, { status, headers: { 'Cache-Control': cacheControl } });
}

export async function calendarFeedResponse(locale: string, file: string): Promise<Response> {
  const hash = feedHash(file);
  if (!hasLocale(routing.locales, locale) || !hash) {
    return errorResponse(ERROR_CODES.ACTIVITY_NOT_FOUND, 404);
  }
  const page = `${locale}/calendar/${hash}`;
  try {
    const activity = await getActivity(hash);
    const body = await buildFeed(activity, locale);
    countRender('calendar', 'ok', page);
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': attachment(activity),
        'Cache-Control': sharedCacheControl(periodSeconds(), REFETCH_STALE_SECONDS),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    // A failed programme read is an error, never a feed without items: calendars would drop them.
    const apiError = toApiError(error, 'eventor');
    const status = httpStatusFor(apiError);
    countRender('calendar', status === 404 ? 'not_found' : 'error', page);
    return errorResponse(apiError.code, status);
  }
}
