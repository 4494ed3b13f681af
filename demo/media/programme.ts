import { DEMO_IDS } from '../ids';
import type { Activity, ScheduleEvent } from '../wire-types';

/**
 * Programmes published while a page is open: `demo-unpublished-<suffix>` is demo-online under its
 * own hash and hall, whose hall lists no events until a test publishes it through the control
 * route (`demo/server/programme.ts`), and demo-online's programme from then on. A suffix
 * per test: the copies have their own cache entries and never meet.
 */

const UNPUBLISHED_HASH = new RegExp(`^${DEMO_IDS.unpublished}-[a-z0-9]{1,40}$`);

/** Copies kept at most; the oldest goes first. */
const MAX_UNPUBLISHED_COPIES = 1000;

export function isUnpublishedHash(hash: string): boolean {
  return UNPUBLISHED_HASH.test(hash);
}

interface Copy {
  hall: number;
  published: boolean;
}

interface ProgrammeRegistry {
  byHash: Map<string, Copy>;
  byHall: Map<number, Copy>;
  nextHall: number;
}

/** On `globalThis` (as demo/media/faults.ts): the control and media routes are bundled apart. */
const STATE_KEY = Symbol.for('event-site.demo.unpublished-programmes');
type StateHolder = { [key: symbol]: ProgrammeRegistry | undefined };
const holder = globalThis as unknown as StateHolder;

function registry(): ProgrammeRegistry {
  holder[STATE_KEY] ??= {
    byHash: new Map(),
    byHall: new Map(),
    nextHall: DEMO_IDS.unpublishedHalls,
  };
  return holder[STATE_KEY];
}

/** The copy behind `hash`, made (unpublished, with the next hall) on first use. */
function copyOf(hash: string): Copy {
  const state = registry();
  const known = state.byHash.get(hash);
  if (known) return known;
  const oldest = state.byHash.keys().next();
  if (state.byHash.size >= MAX_UNPUBLISHED_COPIES && !oldest.done) {
    state.byHall.delete(state.byHash.get(oldest.value)!.hall);
    state.byHash.delete(oldest.value);
  }
  const copy = { hall: state.nextHall, published: false };
  state.nextHall += 1;
  state.byHash.set(hash, copy);
  state.byHall.set(copy.hall, copy);
  return copy;
}

export interface ProgrammeState {
  hash: string;
  hallId: number;
  published: boolean;
}

/** Reads (making it if new) the copy's state. */
export function programmeState(hash: string): ProgrammeState {
  const { hall, published } = copyOf(hash);
  return { hash, hallId: hall, published };
}

/** Publishes the copy's programme: its hall lists demo-online's events from now on. */
export function publishProgramme(hash: string): ProgrammeState {
  copyOf(hash).published = true;
  return programmeState(hash);
}

/** demo-online under an unpublished copy's hash and hall, or `undefined` for another hash. */
export function unpublishedActivity(
  hash: string,
  activities: ReadonlyMap<string, Activity>,
): Activity | undefined {
  if (!isUnpublishedHash(hash)) return undefined;
  const base = activities.get(DEMO_IDS.hashes.online);
  if (!base) return undefined;
  const { hall } = copyOf(hash);
  return { ...base, hash, mainHall: { id: hall }, halls: [{ id: hall }] };
}

/**
 * A copy's hall programme: none before publishing, demo-online's after; `undefined` for a hall
 * that is no copy's.
 */
export function copyHallEvents(
  hallId: number,
  eventsByHall: ReadonlyMap<number, ScheduleEvent[] | undefined>,
): ScheduleEvent[] | undefined {
  const copy = registry().byHall.get(hallId);
  if (!copy) return undefined;
  return copy.published ? (eventsByHall.get(DEMO_IDS.halls.online) ?? []) : [];
}

/** Back to no copies (tests). */
export function resetProgrammes(): void {
  holder[STATE_KEY] = undefined;
}
