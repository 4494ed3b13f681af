import type { z } from 'zod';
import {
  activityResponseSchema,
  certificateResponseSchema,
  chatHistoryResponseSchema,
  errorBodySchema,
  eventsResponseSchema,
  formIdSchema,
  formResponseSchema,
  hashSchema,
  idSchema,
  isHttpUrl,
  keysResponseSchema,
  pollResponseSchema,
  tokenSchema,
  toplistResponseSchema,
  unsubscribeResponseSchema,
  viewerInfoResponseSchema,
  viewerResponseSchema,
  viewersListResponseSchema,
} from './schemas';
import {
  activityFixture,
  chatItemFixture,
  eventFixture,
  formFixture,
  minimalActivityFixture,
  pollFixture,
  streamKeysFixture,
  viewerFixture,
} from '@/test/api-support';

type Path = (string | number)[];
type Json = Record<string, unknown>;

function getPath(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null ? (node as Json)[key as string] : undefined,
    value,
  );
}

function setPath(value: Json, path: Path, next: unknown): Json {
  const copy = structuredClone(value);
  const parent = getPath(copy, path.slice(0, -1)) as Json;
  const key = path[path.length - 1] as string;
  if (next === undefined) delete parent[key];
  else parent[key] = next;
  return copy;
}

/** `JSON.parse` of `value` with an own `__proto__` key holding `proto` inside the object at `at`. */
function withProtoKey(value: Json, at: Path, proto: unknown): unknown {
  const marked = setPath(value, [...at, '__marker__'], proto);
  return JSON.parse(JSON.stringify(marked).replace('"__marker__"', '"__proto__"'));
}

interface SchemaCase {
  name: string;
  schema: z.ZodType;
  full: () => Json;
  minimal: () => Json;
  /** Fields the contract requires; deleting any one must fail the parse. */
  required: Path[];
  /** Optional fields and what a `null` (or a value of the wrong type) turns into. */
  optional: [Path, unknown][];
  /** Fields holding URLs: anything but absolute http(s) is dropped. */
  urls: Path[];
  /** A required field given the wrong type. */
  wrongType: [Path, unknown];
  /** A string field to blow up to a megabyte. */
  bigString?: Path;
}

const A = (...path: Path): Path => ['activity', ...path];

const cases: SchemaCase[] = [
  {
    name: 'activity',
    schema: activityResponseSchema,
    full: () => ({ activity: activityFixture() }),
    minimal: () => ({ activity: minimalActivityFixture() }),
    required: [
      ['activity'],
      A('activityID'),
      A('hash'),
      A('name'),
      A('status'),
      A('type'),
      A('plannedStartDate'),
      A('plannedStopDate'),
      A('mainHall'),
      A('mainHall', 'id'),
      A('speakers', 0, 'firstName'),
      A('speakers', 0, 'lastName'),
      A('speakers', 0, 'id'),
      A('partners', 0, 'id'),
      A('landingBlocks', 'faq', 'data', 0, 'answer'),
      A('landingBlocks', 'schedule', 'data', 0, 'title'),
      A('landingBlocks', 'schedule', 'materials', 0, 'subtype'),
    ],
    optional: [
      [A('theme'), undefined],
      [A('darkMode'), undefined],
      [A('organizerName'), undefined],
      [A('landingLogo'), undefined],
      [A('activityPoster'), undefined],
      [A('videoPoster'), undefined],
      [A('posterType'), 'image'],
      [A('metricaCode'), undefined],
      [A('techSupport'), undefined],
      [A('tickets'), undefined],
      [A('halls'), []],
      [A('landingDescription'), undefined],
      [A('isRegistrationEnabled'), undefined],
      [A('isGenRegistration'), undefined],
      [A('speakers'), []],
      [A('partners'), []],
      [A('location'), undefined],
      [A('qrCode'), undefined],
      [A('landingBlocks'), undefined],
    ],
    urls: [
      A('landingLogo', 'url'),
      A('landingLogo', 'imageSources', 'xs', 'simple'),
      A('landingLogo', 'imageSources', 'xs', 'retina'),
      A('activityPoster', 'url'),
      A('videoPoster', 'url'),
      A('speakers', 0, 'photo', 'url'),
      A('partners', 0, 'link'),
      A('partners', 0, 'photo', 'url'),
      A('qrCode', 'image'),
      A('landingBlocks', 'schedule', 'materials', 0, 'url'),
    ],
    wrongType: [A('activityID'), '101'],
    bigString: A('landingDescription'),
  },
  {
    name: 'events',
    schema: eventsResponseSchema,
    full: () => ({ events: [eventFixture()] }),
    minimal: () => ({
      events: [{ eventID: 1, name: 'N', eventStart: '2026-12-03T10:00:00+03:00' }],
    }),
    required: [
      ['events', 0, 'eventID'],
      ['events', 0, 'name'],
      ['events', 0, 'eventStart'],
      ['events', 0, 'materials', 0, 'name'],
      ['events', 0, 'links', 0, 'title'],
    ],
    optional: [
      [['events', 0, 'description'], undefined],
      [['events', 0, 'speakers'], []],
      [['events', 0, 'materials'], []],
      [['events', 0, 'links'], []],
      [['events', 0, 'status'], 0],
      [['events', 0, 'timeZone'], undefined],
    ],
    urls: [
      ['events', 0, 'materials', 0, 'url'],
      ['events', 0, 'links', 0, 'url'],
    ],
    wrongType: [['events', 0, 'eventStart'], 1764745200000],
    bigString: ['events', 0, 'description'],
  },
  {
    name: 'stream keys',
    schema: keysResponseSchema,
    full: () => ({ activity: { activityID: 1, name: 'N', streams: [streamKeysFixture()] } }),
    minimal: () => ({
      activity: {
        activityID: 1,
        name: 'N',
        streams: [
          { kind: 'backup', index: 1, rtmp: { serverUrl: 's', streamKey: 'k', fullUrl: 'f' } },
        ],
      },
    }),
    required: [
      A('activityID'),
      A('name'),
      A('streams', 0, 'kind'),
      A('streams', 0, 'index'),
      A('streams', 0, 'rtmp'),
      A('streams', 0, 'rtmp', 'streamKey'),
      A('streams', 0, 'srt', 'port'),
    ],
    optional: [[A('streams', 0, 'srt'), undefined]],
    urls: [],
    wrongType: [A('streams', 0, 'rtmp', 'streamKey'), 42],
  },
  {
    name: 'viewer info',
    schema: viewerInfoResponseSchema,
    full: () => ({ activity: { isRegistrationActive: true } }),
    minimal: () => ({ activity: { isRegistrationActive: false } }),
    required: [A('isRegistrationActive')],
    optional: [],
    urls: [],
    wrongType: [A('isRegistrationActive'), 'true'],
  },
  {
    name: 'viewer',
    schema: viewerResponseSchema,
    full: () => ({ user: viewerFixture() }),
    minimal: () => ({ user: { id: 1, unsubscribed: true } }),
    required: [
      ['user', 'id'],
      ['user', 'unsubscribed'],
    ],
    optional: [
      [['user', 'email'], undefined],
      [['user', 'name'], undefined],
      [['user', 'optinCareer'], undefined],
      [['user', 'optinAdv'], undefined],
    ],
    urls: [],
    wrongType: [['user', 'unsubscribed'], 'no'],
    bigString: ['user', 'name'],
  },
  {
    name: 'unsubscribe',
    schema: unsubscribeResponseSchema,
    full: () => ({ unsubscribe: true }),
    minimal: () => ({ unsubscribe: false }),
    required: [['unsubscribe']],
    optional: [],
    urls: [],
    wrongType: [['unsubscribe'], 1],
  },
  {
    name: 'certificate',
    schema: certificateResponseSchema,
    full: () => ({ certificate: { url: 'https://cdn.example/c.pdf', fileName: 'c.pdf' } }),
    minimal: () => ({ certificate: {} }),
    required: [['certificate']],
    optional: [
      [['certificate', 'url'], undefined],
      [['certificate', 'fileName'], undefined],
    ],
    urls: [['certificate', 'url']],
    wrongType: [['certificate'], 'https://cdn.example/c.pdf'],
  },
  {
    name: 'viewers list',
    schema: viewersListResponseSchema,
    full: () => ({ viewers: [{ id: 1, name: 'A' }], total: 1 }),
    minimal: () => ({ viewers: [], total: 0 }),
    required: [['viewers'], ['total'], ['viewers', 0, 'name'], ['viewers', 0, 'id']],
    optional: [],
    urls: [],
    wrongType: [['total'], -1],
    bigString: ['viewers', 0, 'name'],
  },
  {
    name: 'chat history',
    schema: chatHistoryResponseSchema,
    full: () => ({ items: [chatItemFixture()] }),
    minimal: () => ({
      items: [
        {
          id: 'x',
          createdAt: '2026-12-03T10:00:00Z',
          author: { name: 'A' },
          payload: { text: 't' },
        },
      ],
    }),
    required: [
      ['items', 0, 'id'],
      ['items', 0, 'createdAt'],
      ['items', 0, 'author', 'name'],
      ['items', 0, 'payload'],
      ['items', 0, 'payload', 'text'],
    ],
    optional: [
      [['items', 0, 'payload', 'isQuestion'], undefined],
      [['items', 0, 'payload', 'isAnswered'], undefined],
      [['items', 0, 'payload', 'likes'], undefined],
    ],
    urls: [],
    wrongType: [
      ['items', 0, 'payload', 'text'],
      ['not', 'text'],
    ],
    bigString: ['items', 0, 'payload', 'text'],
  },
  {
    name: 'poll',
    schema: pollResponseSchema,
    full: () => ({ poll: pollFixture() }),
    minimal: () => ({
      poll: { pollID: 1, question: 'Q', type: 'open-choice', totalVotes: 0 },
    }),
    required: [
      ['poll', 'pollID'],
      ['poll', 'question'],
      ['poll', 'type'],
      ['poll', 'totalVotes'],
      ['poll', 'options', 0, 'votes'],
      ['poll', 'options', 0, 'text'],
    ],
    optional: [
      [['poll', 'isClosed'], undefined],
      [['poll', 'options'], []],
      [['poll', 'answers'], []],
      [['poll', 'scale'], 5],
    ],
    urls: [],
    wrongType: [['poll', 'totalVotes'], '10'],
    bigString: ['poll', 'question'],
  },
  {
    name: 'toplist',
    schema: toplistResponseSchema,
    full: () => ({
      toplist: [{ place: 1, name: 'A', score: 10, avatar: 'https://cdn.example/a.png' }],
    }),
    minimal: () => ({ toplist: [{ place: 1, name: 'A', score: 10 }] }),
    required: [
      ['toplist', 0, 'place'],
      ['toplist', 0, 'name'],
      ['toplist', 0, 'score'],
    ],
    optional: [[['toplist', 0, 'avatar'], undefined]],
    urls: [['toplist', 0, 'avatar']],
    wrongType: [['toplist', 0, 'score'], '10'],
    bigString: ['toplist', 0, 'name'],
  },
  {
    name: 'form',
    schema: formResponseSchema,
    full: formFixture,
    minimal: () => ({ id: 'f', title: 'T', isPublished: false, url: 'https://forms.example/f' }),
    required: [['id'], ['title'], ['isPublished']],
    optional: [[['activityHash'], undefined]],
    urls: [['url']],
    wrongType: [['isPublished'], 'yes'],
    bigString: ['title'],
  },
];

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  '/relative/path.png',
  'http://',
  'ftp://files.example/x',
  42,
  { href: 'https://x.example' },
];

describe.each(cases)('$name response schema', (testCase) => {
  const { schema } = testCase;

  it('parses a full payload and keeps its values', () => {
    const input = testCase.full();
    const result = schema.safeParse(input);
    expect(result.success).toBe(true);
    for (const path of [...testCase.required, ...testCase.urls]) {
      const given = getPath(input, path);
      if (typeof given !== 'object') expect(getPath(result.data, path)).toEqual(given);
    }
  });

  it('parses a payload with required fields only', () => {
    expect(schema.safeParse(testCase.minimal()).success).toBe(true);
  });

  it.each(testCase.required.map((path) => [path.join('.'), path] as const))(
    'fails without required %s',
    (_label, path) => {
      expect(schema.safeParse(setPath(testCase.full(), path, undefined)).success).toBe(false);
    },
  );

  it('fails when a required field has the wrong type', () => {
    const [path, value] = testCase.wrongType;
    expect(schema.safeParse(setPath(testCase.full(), path, value)).success).toBe(false);
  });

  it('fails on a non-object body', () => {
    for (const body of [null, 'text', 42, [], true]) {
      expect(schema.safeParse(body).success).toBe(false);
    }
  });

  if (testCase.optional.length > 0) {
    it('accepts null in every optional field at once', () => {
      const input = testCase.optional.reduce(
        (payload, [path]) => setPath(payload, path, null),
        testCase.full(),
      );
      const result = schema.safeParse(input);
      expect(result.success).toBe(true);
      for (const [path, expected] of testCase.optional) {
        expect(getPath(result.data, path)).toEqual(expected);
      }
    });

    it.each(testCase.optional.map(([path, expected]) => [path.join('.'), path, expected] as const))(
      'ignores %s of the wrong type',
      (_label, path, expected) => {
        const wrong = typeof getPath(testCase.full(), path) === 'string' ? true : 'not-it';
        const result = schema.safeParse(setPath(testCase.full(), path, wrong));
        expect(result.success).toBe(true);
        expect(getPath(result.data, path)).toEqual(expected);
      },
    );
  }

  if (testCase.urls.length > 0) {
    it.each(testCase.urls.map((path) => [path.join('.'), path] as const))(
      'drops non-http(s) URLs in %s',
      (_label, path) => {
        for (const url of HOSTILE_URLS) {
          const result = schema.safeParse(setPath(testCase.full(), path, url));
          expect(result.success).toBe(true);
          expect(getPath(result.data, path)).toBeUndefined();
        }
      },
    );
  }

  it('drops unknown fields, nested ones included', () => {
    const input = testCase.full();
    input.unknownTopLevel = { nested: true };
    const firstKey = Object.keys(testCase.full())[0] as string;
    const inner = input[firstKey];
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) {
      (inner as Json).unknownInner = 'x';
    }
    const result = schema.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('unknownTopLevel');
    expect(getPath(result.data, [firstKey])).not.toHaveProperty('unknownInner');
  });

  it('ignores __proto__ keys without polluting any prototype', () => {
    const [inner] = Object.keys(testCase.full());
    for (const at of [[], [inner as string]]) {
      if (typeof getPath(testCase.full(), at) !== 'object') continue;
      const result = schema.safeParse(
        withProtoKey(testCase.full(), at, { polluted: true, isAdmin: true }),
      );
      expect(result.success).toBe(true);
      expect(({} as Json).polluted).toBeUndefined();
      expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
      expect(getPath(result.data, [...at, 'isAdmin'])).toBeUndefined();
      expect(Object.keys(getPath(result.data, at) as Json)).not.toContain('__proto__');
    }
  });

  it.each(testCase.required.map((path) => [path.join('.'), path] as const))(
    'does not let a __proto__ key stand in for required %s',
    (_label, path) => {
      const key = String(path[path.length - 1]);
      const smuggled = withProtoKey(setPath(testCase.full(), path, undefined), path.slice(0, -1), {
        [key]: getPath(testCase.full(), path),
      });
      expect(schema.safeParse(smuggled).success).toBe(false);
    },
  );

  if (testCase.bigString) {
    it('copes with a megabyte-long string', () => {
      const path = testCase.bigString as Path;
      const huge = 'я'.repeat(1024 * 1024);
      const result = schema.safeParse(setPath(testCase.full(), path, huge));
      expect(result.success).toBe(true);
      expect((getPath(result.data, path) as string).length).toBe(huge.length);
    });
  }
});

describe('activity schema details', () => {
  const parse = (patch: Json) =>
    activityResponseSchema.parse({ activity: { ...activityFixture(), ...patch } }).activity;

  it('falls back to documented defaults for unknown enum values', () => {
    const activity = parse({ status: 'deleted', type: 'metaverse', posterType: 'gif' });
    expect(activity.status).toBe('planned');
    expect(activity.type).toBe('online');
    expect(activity.posterType).toBe('image');
  });

  it('keeps every documented enum value', () => {
    for (const status of ['planned', 'ready', 'current', 'completed', 'archived']) {
      expect(parse({ status }).status).toBe(status);
    }
    for (const type of ['online', 'offline', 'hybrid']) expect(parse({ type }).type).toBe(type);
  });

  it('maps the theme once: legacy names to their successors, unknown ones to default', () => {
    expect(parse({ theme: 'blue' }).theme).toBe('deep-blue');
    expect(parse({ theme: ' Mashroom ' }).theme).toBe('mashroom');
    expect(parse({ theme: 'no-such-theme' }).theme).toBe('default');
    expect(parse({ theme: '' }).theme).toBeUndefined();
    expect(parse({ theme: 7 }).theme).toBeUndefined();
  });

  it('accepts only digits as metricaCode', () => {
    expect(parse({ metricaCode: 12345 }).metricaCode).toBe('12345');
    for (const metricaCode of ['12a', '', '1;alert(1)', ' 123', -5, 1.5, true]) {
      expect(parse({ metricaCode }).metricaCode).toBeUndefined();
    }
  });

  it('ignores unknown breakpoints in landingLogo.imageSources instead of failing', () => {
    const activity = parse({
      landingLogo: {
        url: 'https://cdn.example/logo.png',
        imageSources: {
          xxl: { simple: 'https://cdn.example/xxl.png' },
          md: { simple: 'https://cdn.example/md.png' },
        },
      },
    });
    expect(activity.landingLogo?.imageSources).toEqual({
      md: { simple: 'https://cdn.example/md.png', retina: undefined },
    });
  });

  it('rejects dates without an offset', () => {
    expect(() => parse({ plannedStartDate: '2026-12-03T10:00:00' })).toThrow();
    expect(() => parse({ plannedStartDate: 'tomorrow' })).toThrow();
  });

  it('holds the date part of a date-time to the spec date rule (year from 1000 to 2999, a real day)', () => {
    expect(() => parse({ plannedStartDate: '0999-12-03T10:00:00+03:00' })).toThrow();
    expect(() => parse({ plannedStopDate: '3026-12-03T10:00:00Z' })).toThrow();
    expect(() => parse({ plannedStartDate: '2027-02-30T10:00:00+03:00' })).toThrow();
    expect(parse({ plannedStartDate: '2028-02-29T10:00:00+03:00' }).plannedStartDate).toBe(
      '2028-02-29T10:00:00+03:00',
    );
  });

  it('ignores non-numeric numbers (ticket price, platform time zone)', () => {
    const activity = parse({
      tickets: { ticketPrice: '100' },
      landingBlocks: { schedule: { props: { platformTimeZone: 'UTC+3' } } },
    });
    expect(activity.tickets?.ticketPrice).toBeUndefined();
    expect(activity.landingBlocks?.schedule?.props?.platformTimeZone).toBeUndefined();
  });

  it('treats a list of the wrong type as empty but a malformed item as a fault', () => {
    expect(parse({ speakers: 'Anna' }).speakers).toEqual([]);
    expect(() => parse({ speakers: [{ id: 1 }] })).toThrow();
  });
});

describe('other schema details', () => {
  it('maps unknown poll types and stream kinds to their fallbacks', () => {
    const poll = pollResponseSchema.parse({ poll: { ...pollFixture(), type: 'quiz-v2' } }).poll;
    expect(poll?.type).toBe('single-choice');
    const keys = keysResponseSchema.parse({
      activity: { activityID: 1, name: 'N', streams: [{ ...streamKeysFixture(), kind: 'spare' }] },
    });
    expect(keys.activity.streams[0]?.kind).toBe('backup');
  });

  it('reads event status 1 as current and anything else as 0', () => {
    const statusOf = (status: unknown) =>
      eventsResponseSchema.parse({ events: [{ ...eventFixture(), status }] }).events[0]?.status;
    expect(statusOf(1)).toBe(1);
    for (const status of [0, 2, '1', true, null]) expect(statusOf(status)).toBe(0);
  });

  it('returns poll null for null or absent poll, and fails on a poll of the wrong type', () => {
    expect(pollResponseSchema.parse({ poll: null }).poll).toBeNull();
    expect(pollResponseSchema.parse({}).poll).toBeNull();
    expect(pollResponseSchema.safeParse({ poll: 'closed' }).success).toBe(false);
  });

  it('reads absent, null or non-list top-level lists as empty', () => {
    for (const value of [undefined, null, 'x', { 0: 'a' }]) {
      expect(eventsResponseSchema.parse({ events: value }).events).toEqual([]);
      expect(chatHistoryResponseSchema.parse({ items: value }).items).toEqual([]);
      expect(toplistResponseSchema.parse({ toplist: value }).toplist).toEqual([]);
      const keys = keysResponseSchema.parse({
        activity: { activityID: 1, name: 'N', streams: value },
      });
      expect(keys.activity.streams).toEqual([]);
    }
  });

  it('accepts numeric chat ids as strings', () => {
    const items = chatHistoryResponseSchema.parse({ items: [chatItemFixture({ id: 77 })] }).items;
    expect(items[0]?.id).toBe('77');
  });

  it('reads error bodies with a non-empty error code only', () => {
    expect(errorBodySchema.safeParse({ error: 'ACTIVITY_NOT_FOUND', message: null }).success).toBe(
      true,
    );
    for (const body of [{}, { error: '' }, { error: 404 }, { message: 'x' }, null]) {
      expect(errorBodySchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('input syntax schemas', () => {
  it('accepts hashes of 1–64 [A-Za-z0-9_-]', () => {
    for (const hash of ['a', 'demo-max', 'A_b-9', 'x'.repeat(64)]) {
      expect(hashSchema.safeParse(hash).success).toBe(true);
    }
    for (const hash of ['', 'x'.repeat(65), 'a/b', '../x', 'a b', 'ключ', 'a.b', 'a%2F', 7]) {
      expect(hashSchema.safeParse(hash).success).toBe(false);
    }
  });

  it('accepts positive integer ids in canonical decimal form only', () => {
    expect(idSchema.parse(42)).toBe(42);
    expect(idSchema.parse('42')).toBe(42);
    const bad = [
      0,
      -1,
      1.5,
      NaN,
      Infinity,
      2 ** 53,
      '0',
      '007',
      '1e3',
      '0x10',
      ' 7',
      '7 ',
      '',
      true,
    ];
    for (const id of bad) expect(idSchema.safeParse(id).success).toBe(false);
  });

  it('accepts tokens of 1–256 unreserved URL characters, never dot-only', () => {
    for (const token of ['abc', 'a.b~c_d-e', 'x'.repeat(256), '.hidden']) {
      expect(tokenSchema.safeParse(token).success).toBe(true);
    }
    for (const token of ['', '.', '..', '...', 'x'.repeat(257), 'a/b', 'a?b', 'a b', 'a%2e']) {
      expect(tokenSchema.safeParse(token).success).toBe(false);
    }
  });

  it('accepts form ids of 1–64 [A-Za-z0-9_-]', () => {
    expect(formIdSchema.safeParse('form_1-A').success).toBe(true);
    for (const id of ['', 'x'.repeat(65), 'a.b', 'a/b']) {
      expect(formIdSchema.safeParse(id).success).toBe(false);
    }
  });

  it('recognises absolute http(s) URLs only', () => {
    expect(isHttpUrl('https://example.com/x')).toBe(true);
    expect(isHttpUrl('HTTP://EXAMPLE.COM')).toBe(true);
    for (const url of HOSTILE_URLS) expect(isHttpUrl(url)).toBe(false);
  });
});
