import 'server-only';
import type { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { getActivity } from '@/lib/api/readers';
import { HASH_PATTERN } from '@/lib/api/schemas';
import { loadCertificate } from '@/lib/certificate/load';
import { loadForm } from '@/lib/form-qr/load';
import { notFoundIfUnknown } from '@/lib/organizer/known';
import {
  activityTargetQuerySchema,
  certificateQuerySchema,
  formQrQuerySchema,
  hashQuerySchema,
  streamKeysQuerySchema,
  subscriptionQuerySchema,
  targetQuery,
} from '@/lib/organizer/query';
import { orderInputsSchema, platformInputsSchema, playerInputsSchema } from '@/lib/platform/inputs';
import { loadPoll } from '@/lib/polls/load';
import { loadQuestions } from '@/lib/questions/load';
import { loadRandomizer } from '@/lib/randomizer/load';
import { loadRating } from '@/lib/rating/load';
import { notFoundUnlessOwnEvent } from '@/lib/routing/tenant';
import { loadStreamKeys } from '@/lib/stream-keys/load';
import { loadSubscription, subscriptionTitleKey } from '@/lib/subscriptions/load';
import { ROUTES, type RouteData, type RouteName } from './routes.mjs';

/**
 * The route table (docs/routes.md, "The route table"): the data of lib/routing/routes.mjs (path,
 * title key, footer, privacy) with each page's query inputs, and for an organizer page all it
 * needs besides its view: its guard, loader and title. A page file takes its entry from here and
 * names its view (components/organizer/organizer-route.tsx builds the organizer pages), so
 * `generateMetadata`, the page and the headers (next.config.mjs) all read one row.
 */

/** A translator over the whole catalogue, as `getTranslations({ locale })` gives it. */
export type Translate = Awaited<ReturnType<typeof getTranslations<never>>>;

/** The public query of a page's links (canonical, retry, language switch). */
type LinkQuery = Record<string, string | number | undefined>;

/** What an organizer page reads and how it is titled; its frame and view are the page file's. */
interface OrganizerPage<Q, T> {
  /**
   * The query its links name again; `null` for a personal query (a token), which no link of
   * the page carries: its links are the bare path.
   */
  link: ((query: Q) => LinkQuery) | null;
  /**
   * Awaited before anything is sent, so its `notFound()` is a real 404: an event, id or form the
   * upstream does not know, or another tenant's (decisions 0216, 0218).
   */
  guard?: (query: Q) => Promise<void>;
  /** The page's data; one read shared by the head and the content (React `cache`, micro-cache). */
  load: (query: Q) => Promise<T>;
  /**
   * How the head's title waits for the data: `resource`, up to METADATA_WAIT_MS, its not-found
   * answer giving the not-found title (lib/organizer/metadata.ts); `settled`, for the outcome;
   * `none`, not at all.
   */
  titleFrom: 'resource' | 'settled' | 'none';
  /** The title from the route's title key (the data undefined when it could not be read). */
  title: (t: Translate, value: T | undefined) => string;
}

export interface Route<Q> extends RouteData {
  /** The query inputs (docs/routes.md, "Query parameters"); a failed parse is the 404 state. */
  inputs: z.ZodType<Q>;
}

export interface OrganizerRoute<Q, T> extends Route<Q> {
  organizer: OrganizerPage<Q, T>;
}

function route<Q>(data: RouteData, inputs: z.ZodType<Q>): Route<Q> {
  return { ...data, inputs };
}

function organizerRoute<Q, T>(
  data: RouteData,
  inputs: z.ZodType<Q>,
  organizer: OrganizerPage<Q, T>,
): OrganizerRoute<Q, T> {
  return { ...data, inputs, organizer };
}

/** 404 for an event the upstream does not know, judged by its cached activity read. */
const knownEvent = ({ hash }: { hash: string }) => notFoundIfUnknown(getActivity(hash));

/** A poll or rating by hash or activity id: the domain's own event only, then a known one. */
function knownTarget<T>(read: (target: z.output<typeof activityTargetQuerySchema>) => Promise<T>) {
  return async (target: z.output<typeof activityTargetQuerySchema>) => {
    await notFoundUnlessOwnEvent(target);
    // By hash: the cached activity read; by activity id: the read the page shows.
    await notFoundIfUnknown('hash' in target ? getActivity(target.hash) : read(target));
  };
}

/** Pages without inputs. */
const noInputs = z.object({});

export const ROUTE_TABLE = {
  max: route(ROUTES.max, hashQuerySchema),
  landing: route(ROUTES.landing, hashQuerySchema),
  mid: route(ROUTES.mid, hashQuerySchema),
  min: route(ROUTES.min, hashQuerySchema),
  platform: route(ROUTES.platform, platformInputsSchema),
  meetings: route(ROUTES.meetings, playerInputsSchema),
  newDion: route(ROUTES.newDion, playerInputsSchema),
  order: route(ROUTES.order, orderInputsSchema),
  orderInvoice: route(ROUTES.orderInvoice, orderInputsSchema),
  site: route(ROUTES.site, hashQuerySchema),
  questions: organizerRoute(ROUTES.questions, hashQuerySchema, {
    link: (query) => query,
    guard: knownEvent,
    load: ({ hash }) => loadQuestions(hash),
    titleFrom: 'resource',
    // No title of its own: the brand name.
    title: () => '',
  }),
  polls: organizerRoute(ROUTES.polls, activityTargetQuerySchema, {
    link: targetQuery,
    guard: knownTarget(loadPoll),
    load: loadPoll,
    titleFrom: 'resource',
    title: () => '',
  }),
  participantsRating: organizerRoute(ROUTES.participantsRating, activityTargetQuerySchema, {
    link: targetQuery,
    guard: knownTarget(loadRating),
    load: loadRating,
    titleFrom: 'resource',
    title: (t) => t('titles.participantsRating'),
  }),
  randomizer: organizerRoute(ROUTES.randomizer, hashQuerySchema, {
    link: (query) => query,
    guard: knownEvent,
    load: ({ hash }) => loadRandomizer(hash),
    titleFrom: 'resource',
    title: (t, data) =>
      data?.eventName
        ? t('randomizer.pageTitle', { event: data.eventName })
        : t('randomizer.title'),
  }),
  formQrCode: organizerRoute(ROUTES.formQrCode, formQrQuerySchema, {
    link: (query) => query,
    guard: ({ id }) => notFoundIfUnknown(loadForm(id)),
    load: ({ id }) => loadForm(id),
    titleFrom: 'resource',
    // The form's title stays out of the page title until the form is published.
    title: (t, form) => (form?.isPublished ? `${t('titles.formQrCode')} — ${form.title}` : ''),
  }),
  streamKeys: organizerRoute(ROUTES.streamKeys, streamKeysQuerySchema, {
    link: (query) => query,
    guard: ({ id }) => notFoundIfUnknown(loadStreamKeys(id)),
    load: ({ id }) => loadStreamKeys(id),
    titleFrom: 'resource',
    title: (t, activity) =>
      activity ? `${t('titles.streamKeysMain')} — ${activity.name}` : t('titles.streamKeysMain'),
  }),
  certificate: organizerRoute(ROUTES.certificate, certificateQuerySchema, {
    link: (query) => query,
    // An unknown event is a 404 whatever the token; the certificate's own answers stay in place.
    guard: knownEvent,
    load: ({ hash, token }) => loadCertificate(hash, token),
    titleFrom: 'none',
    title: () => '',
  }),
  emailSubscriptions: organizerRoute(ROUTES.emailSubscriptions, subscriptionQuerySchema, {
    link: null,
    // A well-formed hash of an event the upstream does not know is a 404; a malformed one stays
    // the page's "check the link", as does every token problem.
    guard: async ({ hash }) => {
      if (hash !== undefined && HASH_PATTERN.test(hash)) await knownEvent({ hash });
    },
    load: ({ token, hash }) => loadSubscription('event', token, hash),
    titleFrom: 'settled',
    title: (t, data) => t(`titles.${subscriptionTitleKey(data)}`),
  }),
  portalSubscriptions: organizerRoute(ROUTES.portalSubscriptions, subscriptionQuerySchema, {
    link: null,
    // The platform-wide check: a `hash` in the link is not used (lib/subscriptions/load.ts).
    load: ({ token }) => loadSubscription('portal', token, undefined),
    titleFrom: 'settled',
    title: (t, data) => t(`titles.${subscriptionTitleKey(data)}`),
  }),
  test: route(ROUTES.test, noInputs),
} satisfies Record<RouteName, Route<never> | Route<unknown>>;
