import { buildFixtures, type DemoFixtures } from './fixtures';
import { DEMO_VIEWERS } from './fixtures/viewers';
import { POLLS_BY_TYPE } from './fixtures/polls';
import { DEMO_IDS } from './ids';
import { TEST_NOW, TEST_ORIGIN } from '@/test/demo-helpers';
import { formatAtOffset, startOfDayAtOffset } from './time';
import type { Activity, ScheduleEvent } from './wire-types';

/**
 * Each fixture keeps the properties DEMO_IDS documents for it: e2e specs and newcomers rely on
 * them, so a careless edit of the content must fail here rather than in a browser.
 */

const { hashes, halls } = DEMO_IDS;

function activity(fixtures: DemoFixtures, hash: string): Activity {
  const found = fixtures.activities.get(hash);
  if (!found) throw new Error(`no fixture ${hash}`);
  return found;
}

function events(fixtures: DemoFixtures, hallId: number): ScheduleEvent[] {
  return fixtures.eventsByHall.get(hallId) ?? [];
}

/** The calendar day (UTC+3) of an ISO string written at +03:00. */
const day = (iso: string) => iso.slice(0, 10);

describe('demo-online', () => {
  const fixtures = buildFixtures({ origin: TEST_ORIGIN, now: TEST_NOW });
  const online = activity(fixtures, hashes.online);
  const programme = events(fixtures, halls.online);

  it('is a current online event in the purple-lavender theme with a video poster', () => {
    expect(online).toMatchObject({
      type: 'online',
      status: 'current',
      theme: 'purple-lavender',
      posterType: 'video',
      metricaCode: '98765432',
      isRegistrationEnabled: true,
    });
    expect(online.videoPoster?.url).toMatch(/^http:\/\/demo\.test:3000\//);
    expect(online.organizerName).toBeTruthy();
    expect(online.landingDescription).toMatch(/<p>.*<\/p>/);
    expect(fixtures.registrationActive.get(hashes.online)).toBe(true);
  });

  it('has at least 6 speakers, all with photos', () => {
    expect(online.speakers?.length).toBeGreaterThanOrEqual(6);
    for (const speaker of online.speakers ?? []) expect(speaker.photo?.url).toMatch(/^http/);
  });

  it('has at least 6 partners with logos and links', () => {
    expect(online.partners?.length).toBeGreaterThanOrEqual(6);
    for (const partner of online.partners ?? []) {
      expect(partner.photo?.url).toMatch(/^http/);
      expect(partner.link).toMatch(/^https:\/\//);
    }
  });

  it('has 4 FAQ items whose answers use <p>, <a href>, <strong> and <ul>', () => {
    const faq = online.landingBlocks?.faq?.data ?? [];
    expect(faq).toHaveLength(4);
    const answers = faq.map((item) => item.answer).join('');
    for (const tag of ['<p>', '<a href="', '<strong>', '<ul>']) expect(answers).toContain(tag);
  });

  it('has a mainSchedule material and event materials and links', () => {
    const materials = online.landingBlocks?.schedule?.materials ?? [];
    expect(materials.filter((material) => material.subtype === 'mainSchedule')).toHaveLength(1);
    expect(programme.some((event) => event.materials?.length)).toBe(true);
    expect(programme.some((event) => event.links?.length)).toBe(true);
  });

  it('has a two-day programme of at least 8 events, day one being today in UTC+3', () => {
    expect(programme.length).toBeGreaterThanOrEqual(8);
    expect(new Set(programme.map((event) => day(event.eventStart))).size).toBe(2);
    expect(day(programme[0]?.eventStart ?? '')).toBe(day(formatAtOffset(TEST_NOW)));
  });

  // Every hour of the day, at its first and last minute: the live talk always spans "now".
  const moments = Array.from({ length: 24 }, (_, hour) => [
    new Date(Date.UTC(2026, 10, 21, 21 + hour, 0)),
    new Date(Date.UTC(2026, 10, 21, 21 + hour, 59, 59)),
  ]).flat();

  it.each(moments.map((now) => [now.toISOString(), now] as const))(
    'at %s exactly one event is current and spans now, within today',
    (_, now) => {
      const data = buildFixtures({ origin: TEST_ORIGIN, now });
      const list = events(data, halls.online);
      const current = list.filter((event) => event.status === 1);
      expect(current).toHaveLength(1);
      const index = list.findIndex((event) => event.status === 1);
      const start = Date.parse(list[index]?.eventStart ?? '');
      const stopIso = list[index + 1]?.eventStart ?? activity(data, hashes.online).plannedStopDate;
      expect(start).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(stopIso)).toBeGreaterThan(now.getTime());
      const today = startOfDayAtOffset(now).getTime();
      expect(Date.parse(list[0]?.eventStart ?? '')).toBeGreaterThanOrEqual(today);
      expect(day(list[0]?.eventStart ?? '')).toBe(day(formatAtOffset(now)));
      const online2 = activity(data, hashes.online);
      expect(Date.parse(online2.plannedStartDate)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(online2.plannedStopDate)).toBeGreaterThan(now.getTime());
    },
  );

  it('is deterministic for a given now and origin', () => {
    expect(buildFixtures({ origin: TEST_ORIGIN, now: TEST_NOW })).toEqual(fixtures);
  });
});

describe('the other activities', () => {
  const fixtures = buildFixtures({ origin: TEST_ORIGIN, now: TEST_NOW });

  it('demo-offline: planned, paid, spring-green, image poster, location and QR code', () => {
    const offline = activity(fixtures, hashes.offline);
    expect(offline).toMatchObject({
      type: 'offline',
      status: 'planned',
      theme: 'spring-green',
      posterType: 'image',
      tickets: { ticketPrice: 1500 },
      plannedStartDate: '2027-03-14T10:00:00+03:00',
      plannedStopDate: '2027-03-14T18:00:00+03:00',
    });
    expect(offline.activityPoster?.url).toMatch(/^http/);
    expect(offline.location?.city).toBeTruthy();
    expect(offline.location?.address).toBeTruthy();
    expect(offline.qrCode?.url).toBeTruthy();
    expect(offline.qrCode?.image).toMatch(/^http/);
    expect(offline.qrCode?.annotation).toBeTruthy();
    expect(offline.organizerName).toBeTruthy();
  });

  it('demo-hybrid: ready, dark, legacy blue, platform-time schedule over 3 days, city only, English', () => {
    const hybrid = activity(fixtures, hashes.hybrid);
    expect(hybrid).toMatchObject({
      type: 'hybrid',
      status: 'ready',
      darkMode: true,
      theme: 'blue',
    });
    expect(hybrid.landingBlocks?.schedule?.props).toMatchObject({
      isScheduleWithPlatformTime: true,
      platformTimeZone: 3,
    });
    const programme = events(fixtures, halls.hybrid);
    expect(new Set(programme.map((event) => day(event.eventStart))).size).toBe(3);
    expect(hybrid.location?.city).toBeTruthy();
    expect(hybrid.location?.address).toBeUndefined();
    const text = JSON.stringify([
      hybrid.name,
      hybrid.landingDescription,
      hybrid.speakers,
      programme,
    ]);
    expect(text).not.toMatch(/[а-яё]/i);
  });

  it('demo-completed: completed in the past, registration closed', () => {
    const completed = activity(fixtures, hashes.completed);
    expect(completed.status).toBe('completed');
    expect(Date.parse(completed.plannedStopDate)).toBeLessThan(TEST_NOW.getTime());
    expect(fixtures.registrationActive.get(hashes.completed)).toBe(false);
  });

  it('demo-bare: only the required fields', () => {
    expect(Object.keys(activity(fixtures, hashes.bare)).sort()).toEqual(
      [
        'activityID',
        'hash',
        'mainHall',
        'name',
        'plannedStartDate',
        'plannedStopDate',
        'status',
        'type',
      ].sort(),
    );
  });

  it('demo-corporate: corporate theme, branded halls, support phone', () => {
    const corporate = activity(fixtures, hashes.corporate);
    expect(corporate.theme).toBe('corporate');
    expect(corporate.techSupport?.telnum).toBe('+7 495 123-45-67');
    expect(corporate.halls?.length).toBeGreaterThan(0);
    for (const hall of corporate.halls ?? []) expect(hall.isBrandingEnabled).toBe(true);
  });

  it('uses Russian organizer content except for demo-hybrid', () => {
    for (const hash of [
      hashes.online,
      hashes.offline,
      hashes.completed,
      hashes.bare,
      hashes.corporate,
    ]) {
      expect(activity(fixtures, hash).name).toMatch(/[а-яё]/i);
    }
  });

  it('has no placeholder text anywhere', () => {
    expect(
      JSON.stringify([...fixtures.activities.values(), ...fixtures.eventsByHall.values()]),
    ).not.toMatch(/lorem|ipsum|TODO|foo|bar baz/i);
  });
});

describe('ids and shared data', () => {
  it('keeps activity, hall and poll ids unique where they must be', () => {
    const activityIds = Object.values(DEMO_IDS.activities);
    expect(new Set(activityIds).size).toBe(activityIds.length);
    const hallIds = Object.values(DEMO_IDS.halls);
    expect(new Set(hallIds).size).toBe(hallIds.length);
    const pollIds = Object.values(DEMO_IDS.polls);
    expect(new Set(pollIds).size).toBe(pollIds.length);
  });

  it('has 50 viewers with unique ids and names', () => {
    expect(DEMO_VIEWERS).toHaveLength(50);
    expect(new Set(DEMO_VIEWERS.map((viewer) => viewer.id)).size).toBe(50);
    expect(new Set(DEMO_VIEWERS.map((viewer) => viewer.name)).size).toBe(50);
  });

  it('has polls whose totals add up', () => {
    for (const poll of Object.values(POLLS_BY_TYPE)) {
      const sum = (poll.options ?? []).reduce((total, option) => total + option.votes, 0);
      if (
        poll.type === 'single-choice' ||
        poll.type === 'single-correct' ||
        poll.type === 'rating-choice'
      ) {
        expect(sum).toBe(poll.totalVotes);
      }
      if (poll.type === 'open-choice') expect(poll.answers).toHaveLength(poll.totalVotes);
    }
    expect(
      POLLS_BY_TYPE['single-correct'].options?.filter((option) => option.isCorrect),
    ).toHaveLength(1);
  });
});
