import { makeActivity } from '@/test/landing-support';
import { scheduleEventSchema, type ScheduleEvent } from '@/lib/api/schemas';
import {
  SITE_CHAPTERS,
  chapterHasContent,
  chaptersWithContent,
  parseChapterSegments,
  siteLinks,
  siteMaterials,
  sitePath,
} from './chapters';

const labels = { mainSchedule: 'Programme file', material: (index: number) => `Material ${index}` };

function event(overrides: Record<string, unknown>): ScheduleEvent {
  return scheduleEventSchema.parse({
    eventID: 1,
    name: 'Talk',
    eventStart: '2027-03-14T10:00:00+03:00',
    ...overrides,
  });
}

const events = [
  event({
    eventID: 2,
    name: 'Second',
    eventStart: '2027-03-14T12:00:00+03:00',
    materials: [{ name: 'Slides', url: 'https://cdn.example/2.pdf' }],
    links: [{ title: 'Docs', url: 'https://docs.example/' }],
  }),
  event({
    eventID: 1,
    name: 'First',
    materials: [
      { name: 'Deck', url: 'https://cdn.example/1.pdf' },
      { name: 'Unsafe', url: 'javascript:alert(1)' },
    ],
  }),
];

const activity = makeActivity({
  type: 'online',
  landingBlocks: {
    schedule: {
      data: [{ materialId: 9002, title: 'Partners deck' }],
      materials: [
        { subtype: 'mainSchedule', materialID: 9001, url: 'https://cdn.example/programme.pdf' },
        { subtype: 'presentation', materialID: 9002, url: 'https://cdn.example/partners.pdf' },
        { subtype: 'other', materialID: 9003, url: 'https://cdn.example/2.pdf' },
      ],
    },
  },
});

describe('parseChapterSegments', () => {
  it('maps the route segments to the index, a chapter or the 404 page', () => {
    expect(parseChapterSegments(undefined)).toBe('index');
    expect(parseChapterSegments([])).toBe('index');
    for (const chapter of SITE_CHAPTERS) expect(parseChapterSegments([chapter])).toBe(chapter);
    expect(parseChapterSegments(['agenda'])).toBeNull();
    expect(parseChapterSegments(['Program'])).toBeNull();
  });

  it('takes a deeper path of chapters as its last chapter', () => {
    expect(parseChapterSegments(['program', 'faq'])).toBe('faq');
    expect(parseChapterSegments(['faq', 'program'])).toBe('program');
    expect(parseChapterSegments(['speakers', 'links', 'partners'])).toBe('partners');
    expect(parseChapterSegments(['faq', 'faq'])).toBe('faq');
  });

  it('answers 404 for an unknown chapter anywhere in a deeper path', () => {
    expect(parseChapterSegments(['program', 'agenda'])).toBeNull();
    expect(parseChapterSegments(['agenda', 'program'])).toBeNull();
    expect(parseChapterSegments(['program', '', 'faq'])).toBeNull();
  });
});

describe('siteMaterials', () => {
  it('lists the landing materials first, then each session’s in time order, once per URL', () => {
    expect(siteMaterials(activity, events, labels)).toEqual([
      {
        items: [
          { label: 'Programme file', url: 'https://cdn.example/programme.pdf' },
          { label: 'Partners deck', url: 'https://cdn.example/partners.pdf' },
          { label: 'Material 3', url: 'https://cdn.example/2.pdf' },
        ],
      },
      {
        eventName: 'First',
        eventId: 1,
        items: [{ label: 'Deck', url: 'https://cdn.example/1.pdf' }],
      },
      // "Second"'s slides were already listed above; the empty group is dropped.
    ]);
  });
});

describe('siteLinks', () => {
  it('groups the sessions’ links', () => {
    expect(siteLinks(events)).toEqual([
      { eventName: 'Second', eventId: 2, items: [{ label: 'Docs', url: 'https://docs.example/' }] },
    ]);
  });
});

describe('chapters with content', () => {
  it('follows the landing blocks’ own rules', () => {
    expect(chaptersWithContent(activity, events)).toEqual(['program', 'materials', 'links']);
    expect(chaptersWithContent(makeActivity(), [])).toEqual([]);
    const offline = makeActivity({
      type: 'offline',
      location: { city: 'Казань' },
      speakers: [{ id: 1, firstName: 'Анна', lastName: 'Петрова' }],
      partners: [{ id: 1 }],
      landingBlocks: { faq: { data: [{ question: 'Q?', answer: '<p>A</p>' }] } },
    });
    expect(chaptersWithContent(offline, [])).toEqual(['speakers', 'faq', 'location', 'partners']);
    expect(
      chapterHasContent('location', makeActivity({ type: 'online', location: { city: 'X' } }), []),
    ).toBe(false);
  });

  it('builds locale-free paths with the hash in the query', () => {
    expect(sitePath('demo-online')).toBe('/site?hash=demo-online');
    expect(sitePath('demo-online', 'faq')).toBe('/site/faq?hash=demo-online');
  });
});
