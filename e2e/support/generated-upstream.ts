import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { resolve, type DocType, type UpstreamDoc } from '../../test/upstream-doc';

/**
 * An upstream nobody hand-wrote: fast-check arbitraries built from the types of
 * docs/upstream-api.md as test/upstream-doc.ts parses them (never from the product's zod
 * schemas), and a stub media/forms server that answers with one generated case at a time.
 */

/** Strings an organizer or a broken upstream may send: markup, controls, bidi, huge. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE activity; --",
  '</title></head><body>',
  '{{7*7}} ${7*7} #{7*7}',
  '\u0000\u0001\u0008\u001f\u007f',
  '\u202e\u2066RTL\u2069\u200b\ufeff',
  '\ud83d\ude00\u200d\ud83d\udc69\u200d\ud83d\udc67 Кириллица 中文 العربية',
  '\ud800',
  '../../../../etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '//evil.example/path',
  'https://',
  'http://127.0.0.1:1/x',
  '%00%2e%2e%2f',
  'null',
  'undefined',
];

const longString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 500, max: 4000 }))
  .map(([unit, times]) => unit.repeat(times));

const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
  { weight: 1, arbitrary: longString },
);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Section 1's date rule: ISO 8601 with an offset, a year from 1000 to 2999, a real calendar day.
 * The edges are weighted in: the first and last day of the range, 29 February, midnight, the
 * widest offsets and quarter-hour ones.
 */
const dateTime = fc
  .record({
    date: fc.oneof(
      fc.date({
        min: new Date('1000-01-01T00:00:00Z'),
        max: new Date('2999-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      fc.constantFrom(
        new Date('1000-01-01T00:00:00Z'),
        new Date('2999-12-31T23:59:59Z'),
        new Date('2024-02-29T12:00:00Z'),
        new Date('2000-02-29T00:00:00Z'),
        new Date('1970-01-01T00:00:00Z'),
        new Date('2026-12-31T23:59:59Z'),
      ),
    ),
    offsetMinutes: fc.oneof(
      fc.constantFrom(0, 180, -720, 840, 330, 345, -570),
      fc.integer({ min: -12 * 60, max: 14 * 60 }).map((minutes) => minutes - (minutes % 15)),
    ),
    fraction: fc.boolean(),
  })
  .map(({ date, offsetMinutes, fraction }) => {
    // The same wall-clock time, written with the offset (the instant shifts; the date stays real).
    const sign = offsetMinutes < 0 ? '-' : '+';
    const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
    const iso = date.toISOString();
    return `${iso.slice(0, 19)}${fraction ? iso.slice(19, 23) : ''}${offset}`;
  });

/** The document's `Url`: "absolute http(s) URL; anything else is ignored", so anything. */
const url = fc.oneof(
  { weight: 3, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 2, arbitrary: anyString },
);

const anyNumber = fc.oneof(
  fc.integer({ min: -1000, max: 100_000 }),
  fc.constantFrom(0, -1, 1, 5.5, -9.5, 14, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
);

/**
 * What the document's prose asks of some numbers: ids are positive integers (section 1); a UTC
 * offset in hours lies between -12 and +14 and may be fractional (section 2's comments).
 */
const ID_FIELDS = new Set(['id', 'activityID', 'eventID', 'materialId', 'materialID', 'pollID']);
const OFFSET_FIELDS = new Set(['platformTimeZone', 'timeZone']);
const positiveId = fc.oneof(
  fc.integer({ min: 1, max: 1_000_000 }),
  fc.constant(Number.MAX_SAFE_INTEGER),
);
const utcOffset = fc.oneof(
  fc.integer({ min: -12, max: 14 }),
  fc.constantFrom(5.5, 5.75, -3.5, 9.5, 12.75, -12, 14),
);

function numberFor(field: string): fc.Arbitrary<number> {
  if (ID_FIELDS.has(field)) return positiveId;
  if (OFFSET_FIELDS.has(field)) return utcOffset;
  return anyNumber;
}

/**
 * An arbitrary of `type` as the document defines it: optional fields absent, `null` or present;
 * lists empty or short; enums their documented values or (tolerance rule) an unknown one.
 */
export function arbitraryOf(type: DocType, doc: UpstreamDoc, field = ''): fc.Arbitrary<unknown> {
  const t = resolve(type, doc.types);
  switch (t.kind) {
    case 'unknown':
    case 'null':
      return fc.constant(null);
    case 'string':
      if (t.alias === 'DateTime') return dateTime;
      if (t.alias === 'Url') return url;
      return anyString;
    case 'number':
      return numberFor(field);
    case 'boolean':
      return fc.boolean();
    case 'literal': {
      const unknown = typeof t.values[0] === 'number' ? fc.integer() : anyString;
      return fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...t.values) },
        { weight: 1, arbitrary: unknown },
      );
    }
    case 'array':
      return fc.array(arbitraryOf(t.of, doc, field), { maxLength: 4 });
    case 'union':
      return fc.oneof(...t.of.map((member) => arbitraryOf(member, doc, field)));
    case 'object': {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [name, child] of Object.entries(t.fields)) {
        const value = arbitraryOf(child.type, doc, name);
        if (child.optional) model[name] = fc.option(value, { nil: null, freq: 6 });
        else {
          model[name] = value;
          requiredKeys.push(name);
        }
      }
      return fc.record(model, { requiredKeys });
    }
    case 'ref':
      throw new Error(`unresolved ${t.name}`);
  }
}

/** The response type of the documented call `METHOD path`. */
export function responseOf(doc: UpstreamDoc, method: string, path: string): DocType {
  const call = doc.calls.find((item) => item.method === method && item.path === path);
  if (!call) throw new Error(`${method} ${path} is not in docs/upstream-api.md`);
  return call.response;
}

/** An answer of the stub: a status and a JSON body (a 2xx body or the failure body). */
export interface StubAnswer {
  status: number;
  body: unknown;
}

/** A documented failure answer, `{ error: CODE }` with one of the code's documented statuses. */
export function failureArbitrary(doc: UpstreamDoc, codes: readonly string[]) {
  const entries = doc.errorCodes.filter((entry) => codes.includes(entry.code));
  if (entries.length !== codes.length) throw new Error(`undocumented codes in ${codes}`);
  return fc.constantFrom(...entries).chain((entry) =>
    fc.record({
      status: fc.constantFrom(...(entry.statuses.length ? entry.statuses : [500])),
      body: fc.record(
        { error: fc.constant(entry.code), message: anyString },
        { requiredKeys: ['error'] },
      ),
    }),
  );
}

export interface Stub {
  origin: string;
  /** The answer for each path under the stub (`/media/...`, `/forms/...`), query ignored. */
  answer: (route: (method: string, path: string) => StubAnswer | undefined) => void;
  /** Paths asked for that no route answered: an undocumented call. */
  unanswered: string[];
  stop: () => Promise<void>;
}

/** The stub upstream on a free loopback port: answers what `answer`'s route says, else 404. */
export async function startStub(): Promise<Stub> {
  let route: (method: string, path: string) => StubAnswer | undefined = () => undefined;
  const unanswered: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stub').pathname;
    // Drain a POST body before answering, as a real upstream reads it.
    request.resume();
    request.on('end', () => {
      const answer = route(request.method ?? 'GET', path);
      if (!answer) unanswered.push(`${request.method} ${path}`);
      const { status, body } = answer ?? { status: 404, body: { error: 'NOT_FOUND' } };
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answer: (next) => {
      route = next;
    },
    unanswered,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** 80 letters without a break opportunity: what an organizer pastes into any text field. */
export const LONG_WORD = 'Суперконференция'.repeat(5);

/** The values `longWordsOf` gives where a field's kind leaves no room for a word. */
interface LongWordChoices {
  /** Literal fields by name (`type`, `status`); any other takes its first documented value. */
  literals: Readonly<Record<string, string | number>>;
  /** Number fields by name; ids count up, anything else is 1. */
  numbers: Readonly<Record<string, number>>;
  /** Boolean fields by name; any other is true, so every optional block shows. */
  booleans: Readonly<Record<string, boolean>>;
  /** DateTime fields by name. */
  dates: Readonly<Record<string, string>>;
}

/**
 * One value of `type` with every field present and every free-text string `LONG_WORD`: each
 * optional block shows, each list holds two entries, so each text an organizer types is on the
 * page as one unbreakable word. Urls get a real address, so the page does not drop their block.
 */
export function longWordsOf(
  type: DocType,
  doc: UpstreamDoc,
  choices: LongWordChoices,
  field = '',
  ids = { next: 1 },
): unknown {
  const t = resolve(type, doc.types);
  switch (t.kind) {
    case 'unknown':
    case 'null':
      return null;
    case 'string':
      if (t.alias === 'DateTime') return choices.dates[field] ?? '2027-03-14T10:00:00+03:00';
      if (t.alias === 'Url') return `https://cdn.example.invalid/${LONG_WORD}.png`;
      return LONG_WORD;
    case 'number':
      if (field in choices.numbers) return choices.numbers[field];
      return ID_FIELDS.has(field) ? ids.next++ : 1;
    case 'boolean':
      return choices.booleans[field] ?? true;
    case 'literal': {
      const chosen = choices.literals[field];
      return chosen !== undefined && t.values.includes(chosen) ? chosen : t.values[0];
    }
    case 'array':
      return [0, 1].map(() => longWordsOf(t.of, doc, choices, field, ids));
    case 'union': {
      const chosen = choices.literals[field];
      const literal = t.of.find((item) => {
        const member = resolve(item, doc.types);
        return member.kind === 'literal' && chosen !== undefined && member.values.includes(chosen);
      });
      if (literal) return chosen;
      const member = t.of.find((item) => resolve(item, doc.types).kind !== 'null') ?? t.of[0];
      return member ? longWordsOf(member, doc, choices, field, ids) : null;
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(t.fields).map(([name, child]) => [
          name,
          longWordsOf(child.type, doc, choices, name, ids),
        ]),
      );
    case 'ref':
      throw new Error(`unresolved ${t.name}`);
  }
}
