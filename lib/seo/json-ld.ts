import 'server-only';
import type { Locale } from '@/i18n/routing';
import { isPaid } from '@/lib/activity/derived';
import type { Activity, ActivityType, Speaker } from '@/lib/api/schemas';
import { htmlToPlainText } from '@/lib/security/sanitize';

// Server only: sanitize-html makes the text.

const SCHEMA = 'https://schema.org';

/** The full text is in the page, and this script is sent twice (HTML and RSC payload). */
const DESCRIPTION_MAX_LENGTH = 200;

const ATTENDANCE_MODES: Record<ActivityType, string> = {
  online: `${SCHEMA}/OnlineEventAttendanceMode`,
  offline: `${SCHEMA}/OfflineEventAttendanceMode`,
  hybrid: `${SCHEMA}/MixedEventAttendanceMode`,
};

interface JsonLdOrganization {
  '@type': 'Organization';
  name: string;
  url?: string;
}

/** Roles and companies are in the page; here they would only lengthen a script sent twice. */
interface JsonLdPerson {
  '@type': 'Person';
  name: string;
}

interface JsonLdPlace {
  '@type': 'Place';
  name: string;
  address: {
    '@type': 'PostalAddress';
    addressLocality?: string;
    streetAddress?: string;
  };
}

interface JsonLdVirtualLocation {
  '@type': 'VirtualLocation';
  url: string;
}

interface JsonLdOffer {
  '@type': 'Offer';
  price: number;
  priceCurrency: 'RUB';
  url: string;
  availability?: string;
}

export interface EventJsonLd {
  '@context': typeof SCHEMA;
  '@type': 'Event';
  name: string;
  description?: string;
  url: string;
  startDate: string;
  endDate: string;
  eventAttendanceMode: string;
  eventStatus: string;
  location?: JsonLdPlace | JsonLdVirtualLocation | Array<JsonLdPlace | JsonLdVirtualLocation>;
  image: string[];
  organizer: JsonLdOrganization;
  performer?: JsonLdPerson[];
  offers?: JsonLdOffer;
  isAccessibleForFree: boolean;
  inLanguage: Locale;
}

export interface EventJsonLdInput {
  activity: Activity;
  locale: Locale;
  /** Also the online events' VirtualLocation. */
  pageUrl: string;
  imageUrl: string;
  brandName: string;
  brandUrl?: string;
  /** `undefined` (unknown) leaves availability out. */
  registrationOpen?: boolean;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function personName({ firstName, middleName, lastName }: Speaker): string {
  return [firstName, middleName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

function performer(speaker: Speaker): JsonLdPerson | undefined {
  const name = personName(speaker);
  return name ? { '@type': 'Person', name } : undefined;
}

/** An empty address is invalid markup. */
function place(activity: Activity): JsonLdPlace | undefined {
  const city = nonEmpty(activity.location?.city);
  const street = nonEmpty(activity.location?.address);
  if (!city && !street) return undefined;
  const address: JsonLdPlace['address'] = { '@type': 'PostalAddress' };
  if (city) address.addressLocality = city;
  if (street) address.streetAddress = street;
  return { '@type': 'Place', name: [city, street].filter(Boolean).join(', '), address };
}

function location(activity: Activity, pageUrl: string): EventJsonLd['location'] {
  const virtual: JsonLdVirtualLocation = { '@type': 'VirtualLocation', url: pageUrl };
  if (activity.type === 'online') return virtual;
  const physical = place(activity);
  if (activity.type === 'offline') return physical;
  return physical ? [physical, virtual] : virtual;
}

function offer(
  activity: Activity,
  pageUrl: string,
  registrationOpen: boolean | undefined,
): JsonLdOffer | undefined {
  const price = activity.tickets?.ticketPrice;
  if (!isPaid(activity) || price === undefined) return undefined;
  const result: JsonLdOffer = { '@type': 'Offer', price, priceCurrency: 'RUB', url: pageUrl };
  if (registrationOpen !== undefined) {
    // Closed registration is not "sold out": that would claim demand we do not know about.
    result.availability = `${SCHEMA}/${registrationOpen ? 'InStock' : 'OutOfStock'}`;
  }
  return result;
}

export function eventJsonLd({
  activity,
  locale,
  pageUrl,
  imageUrl,
  brandName,
  brandUrl,
  registrationOpen,
}: EventJsonLdInput): EventJsonLd {
  const organizerName = nonEmpty(activity.organizerName);
  const organizer: JsonLdOrganization = {
    '@type': 'Organization',
    name: organizerName ?? brandName,
  };
  if (!organizerName && brandUrl) organizer.url = brandUrl;

  const data: EventJsonLd = {
    '@context': SCHEMA,
    '@type': 'Event',
    name: activity.name,
    url: pageUrl,
    startDate: activity.plannedStartDate,
    endDate: activity.plannedStopDate,
    eventAttendanceMode: ATTENDANCE_MODES[activity.type],
    // schema.org has no "ended" status; the others would be false for completed events.
    eventStatus: `${SCHEMA}/EventScheduled`,
    image: [imageUrl],
    organizer,
    isAccessibleForFree: !isPaid(activity),
    inLanguage: locale,
  };

  const description = htmlToPlainText(activity.landingDescription, DESCRIPTION_MAX_LENGTH);
  if (description) data.description = description;
  const where = location(activity, pageUrl);
  if (where) data.location = where;
  const performers = activity.speakers
    .map(performer)
    .filter((person): person is JsonLdPerson => !!person);
  if (performers.length > 0) data.performer = performers;
  const offers = offer(activity, pageUrl, registrationOpen);
  if (offers) data.offers = offers;
  return data;
}

// The HTML parser ends a script at `</script` whatever the JSON says: `<`, `>`, `&` are escaped.
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
