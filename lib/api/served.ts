import * as z from 'zod/mini';
import type { Poll } from '@/lib/api/schemas';
import type { Question } from '@/lib/questions/model';
import type { RatingEntry } from '@/lib/rating/model';
import { POLL_TYPES } from './poll-types';
import type { getViewerInfo } from '@/lib/api/viewer';
import type { SanitizedHtml } from '@/lib/security/sanitize';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';

// Our routes' bodies checked in the browser (zod/mini); the server applied the tolerance rules.

// As in schemas.ts: no 'unsafe-eval' in the CSP.
if (typeof window !== 'undefined') z.config({ jitless: true });

const maybe = <T extends z.core.SomeType>(schema: T) =>
  z.pipe(
    z.optional(schema),
    z.transform((value: z.output<T> | undefined) => value),
  );

/** Sanitised by the server's reader before it was sent. */
const sanitizedHtml = z.pipe(
  z.string(),
  z.transform((html) => html as SanitizedHtml),
);

const servedSpeaker = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: maybe(z.string()),
  position: maybe(z.string()),
  organization: maybe(z.string()),
  photo: z.optional(z.object({ url: maybe(z.string()) })),
});

const servedEvent = z.object({
  eventID: z.number(),
  name: z.string(),
  description: maybe(sanitizedHtml),
  eventStart: z.string(),
  speakers: z.array(servedSpeaker),
  materials: z.array(z.object({ name: z.string(), url: maybe(z.string()) })),
  links: z.array(z.object({ url: maybe(z.string()), title: z.string() })),
  status: z.union([z.literal(0), z.literal(1)]),
  timeZone: maybe(z.number()),
});

export const eventsBody = z.object({ events: z.array(servedEvent) });
export type EventsBody = z.infer<typeof eventsBody>;

const servedPoll = z.object({
  pollID: z.number(),
  question: z.string(),
  type: z.enum(POLL_TYPES),
  isClosed: maybe(z.boolean()),
  totalVotes: z.number(),
  options: z.array(
    z.object({
      id: z.number(),
      text: z.string(),
      votes: z.number(),
      isCorrect: maybe(z.boolean()),
      score: maybe(z.number()),
    }),
  ),
  answers: z.array(z.string()),
  scale: z.number(),
});

export const pollBody = z.object({ poll: z.nullable(servedPoll) });
export type PollBody = z.infer<typeof pollBody>;

export const unsubscribeBody = z.object({ unsubscribe: z.boolean() });
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>;

export const settingsBody = z.object({
  user: z.object({
    unsubscribed: z.boolean(),
    optinCareer: z.boolean(),
    optinAdv: z.boolean(),
  }),
});
export type SettingsBody = z.infer<typeof settingsBody>;

export const registrationInfoBody = z.object({ isRegistrationActive: z.boolean() });
export type RegistrationInfoBody = z.infer<typeof registrationInfoBody>;

/** One malformed item fails the whole answer, so the list on screen stays as it was. */
export const questionsBody = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      author: z.string(),
      text: z.string(),
      createdAt: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)))),
      isAnswered: z.boolean(),
      likes: z.number(),
    }),
  ),
});
export type QuestionsBody = z.infer<typeof questionsBody>;

/** An avatar is an `<img src>`: only http(s) URLs. */
export const ratingBody = z.object({
  toplist: z.array(
    z.object({
      place: z.number(),
      name: z.string(),
      score: z.number(),
      avatar: z.optional(z.string().check(z.regex(/^https?:\/\//i))),
    }),
  ),
});
export type RatingBody = z.infer<typeof ratingBody>;

// A field added on one side and not the other fails the type check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameEvent: Same<EventsBody['events'][number], SanitizedScheduleEvent> = true;
const samePoll: Same<NonNullable<PollBody['poll']>, Poll> = true;
const sameQuestion: Same<QuestionsBody['questions'][number], Question> = true;
const sameRatingEntry: Same<RatingBody['toplist'][number], RatingEntry> = true;
const sameRegistrationInfo: Same<
  RegistrationInfoBody,
  Awaited<ReturnType<typeof getViewerInfo>>
> = true;
void sameEvent;
void samePoll;
void sameQuestion;
void sameRatingEntry;
void sameRegistrationInfo;
