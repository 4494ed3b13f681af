import type { Activity } from '@/lib/api/schemas';
import { dayKey, lastInstant } from '@/lib/datetime/wall-clock';

/** The platform zone is UTC+3 unless the schedule block says otherwise (docs/upstream-api.md). */
const DEFAULT_PLATFORM_OFFSET_HOURS = 3;

/** Real UTC offsets run from −12 to +14; anything outside is a data error, not a zone. */
const MIN_OFFSET_HOURS = -12;
const MAX_OFFSET_HOURS = 14;

export type ConnectedWidget = 'player' | 'registration';

export type ScheduleMaterial = NonNullable<
  NonNullable<Activity['landingBlocks']>['schedule']
>['materials'][number];

export function isPaid(activity: Activity): boolean {
  const price = activity.tickets?.ticketPrice;
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

export function platformOffsetHours(activity: Activity): number {
  const offset = activity.landingBlocks?.schedule?.props?.platformTimeZone;
  if (typeof offset !== 'number' || !Number.isFinite(offset)) return DEFAULT_PLATFORM_OFFSET_HOURS;
  if (offset < MIN_OFFSET_HOURS || offset > MAX_OFFSET_HOURS) return DEFAULT_PLATFORM_OFFSET_HOURS;
  return offset;
}

/** Start and stop fall on different calendar days in the platform zone (stop is exclusive). */
export function isMultiDay(activity: Activity): boolean {
  const offset = platformOffsetHours(activity);
  const { plannedStartDate: start, plannedStopDate: stop } = activity;
  return dayKey(start, offset) !== dayKey(lastInstant(start, stop), offset);
}

export function isEventOver(activity: Activity): boolean {
  return activity.status === 'completed' || activity.status === 'archived';
}

/**
 * `info` is the `/viewer/info/{hash}` answer. Without it (the call failed) registration counts as
 * closed: offering a form the upstream may refuse is worse than showing the closed notice.
 */
export function isRegistrationOpen(
  activity: Activity,
  info: { isRegistrationActive: boolean } | undefined,
): boolean {
  if (isEventOver(activity)) return false;
  return info?.isRegistrationActive === true;
}

export function connectedWidget(activity: Activity): ConnectedWidget {
  return activity.type === 'offline' ? 'registration' : 'player';
}

/** Only items with a question: the block, the header menu and the site's summary count alike. */
export function visibleFaqItems<T extends { question: string }>(
  data: readonly T[] | undefined,
): T[] {
  return (data ?? []).filter((item) => item.question.trim() !== '');
}

/** An upstream may send art-directed `imageSources` alone; the header and banner decide alike. */
export function hasLandingLogo(logo: Activity['landingLogo']): boolean {
  if (!logo) return false;
  return (
    Boolean(logo.url) || Object.values(logo.imageSources ?? {}).some((source) => source?.simple)
  );
}

/** The spec's "the hall has branding enabled": the main hall's flag, found in `halls` by id. */
export function isMainHallBranded(activity: Activity): boolean {
  return (activity.halls ?? []).some(
    (hall) => hall.id === activity.mainHall.id && hall.isBrandingEnabled === true,
  );
}

export function showLocation(activity: Activity): boolean {
  if (activity.type === 'online') return false;
  const { city, address } = activity.location ?? {};
  return Boolean(city?.trim() || address?.trim());
}

function offersRegistrationEntry(activity: Activity): boolean {
  return activity.isRegistrationEnabled === true && activity.isGenRegistration !== true;
}

/** The header's register button and the drawer's entry. */
export function showRegisterButtonInHeader(activity: Activity): boolean {
  return offersRegistrationEntry(activity) && !isEventOver(activity);
}

export function showRegistrationClosedInHeader(activity: Activity): boolean {
  return offersRegistrationEntry(activity) && isEventOver(activity);
}

/** The downloadable programme file (subtype 'mainSchedule'); only one with a usable URL counts. */
export function mainScheduleMaterial(
  activity: Activity,
): (ScheduleMaterial & { url: string }) | undefined {
  const materials = activity.landingBlocks?.schedule?.materials ?? [];
  return materials.find(
    (material): material is ScheduleMaterial & { url: string } =>
      material.subtype === 'mainSchedule' && typeof material.url === 'string',
  );
}

type FirstScreenAction = 'watch' | 'register';

/** The pinned bar's one action; `registration` is unknown on compact landings or a failed call. */
export function firstScreenAction(
  activity: Activity,
  registration?: { isRegistrationActive: boolean },
): FirstScreenAction | undefined {
  if (connectedWidget(activity) === 'player' && activity.status === 'current') return 'watch';
  if (!showRegisterButtonInHeader(activity)) return undefined;
  if (registration && !isRegistrationOpen(activity, registration)) return undefined;
  return 'register';
}

export function bannerPlace(activity: Activity): string | undefined {
  if (activity.type === 'online') return undefined;
  const { city, address } = activity.location ?? {};
  const text = [city?.trim(), address?.trim()].filter(Boolean).join(', ');
  return text || undefined;
}
