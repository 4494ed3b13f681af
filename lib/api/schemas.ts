import { z } from 'zod';
import { isValidDateString } from '@/lib/datetime/date-string';
import { resolveTheme } from '@/lib/theme/themes';
import { POLL_TYPES } from './poll-types';

// Every upstream response, with the contract's tolerance rule (docs/upstream-api.md).

// The CSP has no 'unsafe-eval': zod's `Function('')` probe would be a reported violation.
if (typeof window !== 'undefined') z.config({ jitless: true });

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

function optionalObject<T extends z.ZodObject>(schema: T) {
  return z.preprocess(
    (value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined,
    schema.optional(),
  );
}

export const HASH_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const hashSchema = z.string().regex(HASH_PATTERN);
/** Canonical decimal only: `z.coerce` would also accept `1e3`, `0x10`, ` 7` and `true`. */
export const ID_PATTERN = /^[1-9][0-9]{0,15}$/;
export const idSchema = z
  .union([z.number(), z.string().regex(ID_PATTERN).transform(Number)])
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
/** URL-safe characters, and never just dots, which a URL parser resolves as path segments. */
export const TOKEN_PATTERN = /^(?!\.+$)[A-Za-z0-9._~-]{1,256}$/;
export const tokenSchema = z.string().regex(TOKEN_PATTERN);
export const FORM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const formIdSchema = z.string().regex(FORM_ID_PATTERN);

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const optionalUrl = z
  .unknown()
  .optional()
  .transform((value) => (isHttpUrl(value) ? value.trim() : undefined));

const optionalString = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? value : undefined));
/** Legacy values map to their successor, unknown ones to `default`, once for every consumer. */
const eventTheme = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof value === 'string' && value.trim() ? resolveTheme(value) : undefined,
  );
const optionalBoolean = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'boolean' ? value : undefined));
const optionalNumber = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined));

function enumWithFallback<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return z
    .string()
    .transform((value): T[number] =>
      (values as readonly string[]).includes(value) ? value : fallback,
    );
}

function optionalEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return z
    .unknown()
    .optional()
    .transform((value): T[number] =>
      typeof value === 'string' && (values as readonly string[]).includes(value) ? value : fallback,
    );
}

/** ISO 8601 with an offset, whose date also follows the spec's date rule (section 5). */
const dateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isValidDateString(value.slice(0, 10)), {
    message: 'date outside the date rule',
  });

function list<T extends z.ZodType>(item: T) {
  return z
    .preprocess((value) => (Array.isArray(value) ? value : undefined), z.array(item).optional())
    .transform((items) => items ?? []);
}

const ACTIVITY_STATUSES = ['planned', 'ready', 'current', 'completed', 'archived'] as const;
const ACTIVITY_TYPES = ['online', 'offline', 'hybrid'] as const;

const pictureSourceSchema = z.object({ simple: optionalUrl, retina: optionalUrl });

const photoSchema = optionalObject(z.object({ url: optionalUrl }));

const speakerSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: optionalString,
  position: optionalString,
  organization: optionalString,
  photo: photoSchema,
});

const partnerSchema = z.object({
  id: z.number(),
  name: optionalString,
  link: optionalUrl,
  photo: photoSchema,
});

const faqItemSchema = z.object({ question: z.string(), answer: z.string() });

/** @internal */
export const activitySchema = z.object({
  activityID: z.number().int(),
  hash: z.string(),
  name: z.string(),
  status: enumWithFallback(ACTIVITY_STATUSES, 'planned'),
  type: enumWithFallback(ACTIVITY_TYPES, 'online'),
  theme: eventTheme,
  darkMode: optionalBoolean,
  plannedStartDate: dateTimeSchema,
  plannedStopDate: dateTimeSchema,
  organizerName: optionalString,
  landingLogo: optionalObject(
    z.object({
      url: optionalUrl,
      // Not a record keyed by Breakpoint: a record rejects unknown keys.
      imageSources: optionalObject(
        z.object({
          xs: optionalObject(pictureSourceSchema),
          sm: optionalObject(pictureSourceSchema),
          md: optionalObject(pictureSourceSchema),
          lg: optionalObject(pictureSourceSchema),
          xl: optionalObject(pictureSourceSchema),
        }),
      ),
    }),
  ),
  activityPoster: photoSchema,
  videoPoster: photoSchema,
  posterType: optionalEnum(['image', 'video'], 'image'),
  metricaCode: z
    .unknown()
    .optional()
    .transform((value) =>
      (typeof value === 'string' || typeof value === 'number') && /^\d{1,20}$/.test(String(value))
        ? String(value)
        : undefined,
    ),
  techSupport: optionalObject(z.object({ telnum: optionalString })),
  tickets: optionalObject(z.object({ ticketPrice: optionalNumber })),
  mainHall: z.object({ id: z.number().int() }),
  halls: list(z.object({ id: z.number().int(), isBrandingEnabled: optionalBoolean })),
  landingDescription: optionalString,
  isRegistrationEnabled: optionalBoolean,
  isGenRegistration: optionalBoolean,
  speakers: list(speakerSchema),
  partners: list(partnerSchema),
  location: optionalObject(
    z.object({ city: optionalString, address: optionalString, blockTitle: optionalString }),
  ),
  qrCode: optionalObject(
    z.object({ url: optionalString, image: optionalUrl, annotation: optionalString }),
  ),
  landingBlocks: optionalObject(
    z.object({
      schedule: optionalObject(
        z.object({
          blockTitle: optionalString,
          props: optionalObject(
            z.object({
              isScheduleWithPlatformTime: optionalBoolean,
              platformTimeZone: optionalNumber,
              isAutoProgramGenerationEnabled: optionalBoolean,
            }),
          ),
          data: list(z.object({ materialId: z.number(), title: z.string() })),
          materials: list(
            z.object({ subtype: z.string(), materialID: z.number(), url: optionalUrl }),
          ),
        }),
      ),
      speakers: optionalObject(z.object({ blockTitle: optionalString })),
      faq: optionalObject(z.object({ blockTitle: optionalString, data: list(faqItemSchema) })),
      partners: optionalObject(z.object({ blockTitle: optionalString })),
    }),
  ),
});

/** @internal */
export const scheduleEventSchema = z.object({
  eventID: z.number(),
  name: z.string(),
  description: optionalString,
  eventStart: dateTimeSchema,
  speakers: list(speakerSchema),
  materials: list(z.object({ name: z.string(), url: optionalUrl })),
  links: list(z.object({ url: optionalUrl, title: z.string() })),
  status: z
    .unknown()
    .optional()
    .transform((value): 0 | 1 => (value === 1 ? 1 : 0)),
  timeZone: optionalNumber,
});

const streamKeysSchema = z.object({
  kind: enumWithFallback(['main', 'backup'], 'backup'),
  index: z.number().int(),
  rtmp: z.object({ serverUrl: z.string(), streamKey: z.string(), fullUrl: z.string() }),
  srt: optionalObject(
    z.object({ host: z.string(), port: z.number(), streamId: z.string(), serverUrl: z.string() }),
  ),
});

const viewerSchema = z.object({
  id: z.number(),
  email: optionalString,
  name: optionalString,
  unsubscribed: z.boolean(),
  optinCareer: optionalBoolean,
  optinAdv: optionalBoolean,
});

const chatItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  createdAt: dateTimeSchema,
  author: z.object({ name: z.string() }),
  payload: z.object({
    text: z.string(),
    isQuestion: optionalBoolean,
    isAnswered: optionalBoolean,
    likes: optionalNumber,
  }),
});

/** @internal */
export const pollSchema = z.object({
  pollID: z.number(),
  question: z.string(),
  type: enumWithFallback(POLL_TYPES, 'single-choice'),
  isClosed: optionalBoolean,
  totalVotes: z.number(),
  options: list(
    z.object({
      id: z.number(),
      text: z.string(),
      votes: z.number(),
      isCorrect: optionalBoolean,
      score: optionalNumber,
    }),
  ),
  answers: list(z.string()),
  scale: optionalNumber.transform((value) => value ?? 5),
});

const toplistEntrySchema = z.object({
  place: z.number(),
  name: z.string(),
  score: z.number(),
  avatar: optionalUrl,
});

const formSchema = z.object({
  id: z.string(),
  title: z.string(),
  isPublished: z.boolean(),
  url: optionalUrl,
  activityHash: optionalString,
});

export const activityResponseSchema = z.object({ activity: activitySchema });
export const eventsResponseSchema = z.object({ events: list(scheduleEventSchema) });
export const keysResponseSchema = z.object({
  activity: z.object({ activityID: z.number(), name: z.string(), streams: list(streamKeysSchema) }),
});
export const viewerInfoResponseSchema = z.object({
  activity: z.object({ isRegistrationActive: z.boolean() }),
});
export const viewerResponseSchema = z.object({ user: viewerSchema });
export const unsubscribeResponseSchema = z.object({ unsubscribe: z.boolean() });
export const certificateResponseSchema = z.object({
  certificate: z.object({ url: optionalUrl, fileName: optionalString }),
});
export const viewersListResponseSchema = z.object({
  viewers: z.array(z.object({ id: z.number(), name: z.string() })),
  total: z.number().int().nonnegative(),
});
export const chatHistoryResponseSchema = z.object({ items: list(chatItemSchema) });
export const pollResponseSchema = z.object({
  poll: z.preprocess(nullToUndefined, pollSchema.optional()).transform((poll) => poll ?? null),
});
export const toplistResponseSchema = z.object({ toplist: list(toplistEntrySchema) });
export const formResponseSchema = formSchema;
/** @internal */
export const errorBodySchema = z.object({ error: z.string().min(1), message: optionalString });

export type Activity = z.infer<typeof activitySchema>;
export type ActivityType = Activity['type'];
export type Speaker = z.infer<typeof speakerSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type PictureSource = z.infer<typeof pictureSourceSchema>;
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;
export type StreamKeys = z.infer<typeof streamKeysSchema>;
export type Viewer = z.infer<typeof viewerSchema>;
export type ChatItem = z.infer<typeof chatItemSchema>;
export type Poll = z.infer<typeof pollSchema>;
export type PollType = (typeof POLL_TYPES)[number];
export type ToplistEntry = z.infer<typeof toplistEntrySchema>;
export type Form = z.infer<typeof formSchema>;
export type ViewersList = z.infer<typeof viewersListResponseSchema>;
