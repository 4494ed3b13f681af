import { activitySchema, eventsResponseSchema } from '@/lib/api/schemas';
import corpus from '@/lib/security/fixtures/xss-vectors.json';
import { sanitizeActivity, sanitizeEvents } from '@/lib/security/sanitize-content';
import { buildFixtures } from './fixtures';
import { DEMO_IDS } from './ids';
import { TEST_NOW, TEST_ORIGIN } from '@/test/demo-helpers';

const { xss } = DEMO_IDS.attack;
const fixtures = buildFixtures({ origin: TEST_ORIGIN, now: TEST_NOW });

describe('demo-xss fixture', () => {
  const raw = fixtures.activities.get(xss.hash);
  const activity = activitySchema.parse(raw);

  it('is served like any activity and parses with the contract schema', () => {
    expect(activity).toMatchObject({ hash: xss.hash, activityID: xss.activity });
    expect(activity.mainHall.id).toBe(xss.hall);
  });

  it('carries every corpus vector and advisory payload in HTML fields', () => {
    const payloads = [...corpus.vectors, ...corpus.advisories.map((a) => a.html)];
    expect(activity.landingBlocks?.faq?.data.map((item) => item.answer)).toEqual(payloads);
    for (const payload of payloads) expect(activity.landingDescription).toContain(payload);
    const events = eventsResponseSchema.parse({ events: fixtures.eventsByHall.get(xss.hall) });
    expect(events.events.map((event) => event.description).join('\n')).toBe(payloads.join('\n'));
  });

  it('loses every hostile URL and the non-digit counter at the schema', () => {
    expect(raw?.partners?.[0]?.link).toMatch(/^javascript:/i);
    expect(activity.partners.every((partner) => partner.link === undefined)).toBe(true);
    expect(activity.speakers.every((speaker) => speaker.photo?.url === undefined)).toBe(true);
    expect(activity.landingLogo?.url).toBeUndefined();
    expect(activity.activityPoster?.url).toBeUndefined();
    expect(activity.metricaCode).toBeUndefined();
    const [event] = eventsResponseSchema.parse({
      events: fixtures.eventsByHall.get(xss.hall),
    }).events;
    expect(event?.materials.every((material) => material.url === undefined)).toBe(true);
    expect(event?.links.every((link) => link.url === undefined)).toBe(true);
  });

  it('comes out of the reader sanitiser without a single handler or script URL', () => {
    const safe = sanitizeActivity(activity);
    const { events } = eventsResponseSchema.parse({ events: fixtures.eventsByHall.get(xss.hall) });
    const html = [
      safe.landingDescription ?? '',
      ...(safe.landingBlocks?.faq?.data ?? []).map((item) => item.answer),
      ...sanitizeEvents(events).map((event) => event.description ?? ''),
    ].join('\n');
    const tags = (html.match(/<[^>]*>/g) ?? []).join(' ');
    expect(tags).not.toMatch(/\son[a-z]+\s*=|javascript:|vbscript:|data:|<script|<iframe|<svg/i);
  });

  it('stays out of the ordinary demo lists that specs walk', () => {
    expect(Object.values(DEMO_IDS.hashes)).not.toContain(xss.hash);
    expect(Object.values(DEMO_IDS.halls)).not.toContain(xss.hall);
    expect(Object.values(DEMO_IDS.activities)).not.toContain(xss.activity);
  });
});
