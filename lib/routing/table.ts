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
import { pageTitle } from '@/lib/seo/metadata';
import {
  LANDING_VARIANTS,
  ROUTES,
  type LandingVariant,
  type RouteData,
  type RouteName,
} from './routes.mjs';

// The route table (docs/routes.md): routes.mjs's data with each page's inputs, guard and loader.

export type Translate = Awaited<ReturnType<typeof getTranslations<never>>>;

type LinkQuery = Record<string, string | number | undefined>;

interface OrganizerPage<Q, T> {
  /** `null` for a personal query (a token): its links are the bare path. */
  link: ((query: Q) => LinkQuery) | null;
  /** Awaited before anything is sent, so its `notFound()` is a real 404 (decisions 0216, 0201). */
  guard?: (query: Q) => Promise<void>;
  load: (query: Q) => Promise<T>;
  /** How the head's title waits for the data (lib/organizer/metadata.ts). */
  titleFrom: 'resource' | 'settled';
  title: (t: Translate, value: T | undefined) => string;
}

export interface Route<Q> extends RouteData {
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

const knownEvent = ({ hash }: { hash: string }) => notFoundIfUnknown(getActivity(hash));

/** The domain's own event only, then a known one. */
function knownTarget<T>(read: (target: z.output<typeof activityTargetQuerySchema>) => Promise<T>) {
  return async (target: z.output<typeof activityTargetQuerySchema>) => {
    await notFoundUnlessOwnEvent(target);
    await notFoundIfUnknown('hash' in target ? getActivity(target.hash) : read(target));
  };
}

const noInputs = z.object({});

/** Every landing row reads the same query: the hash. */
const LANDING_ROUTES = Object.fromEntries(
  LANDING_VARIANTS.map((variant) => [variant, route(ROUTES[variant], hashQuerySchema)]),
) as Record<LandingVariant, Route<z.output<typeof hashQuerySchema>>>;

export const ROUTE_TABLE = {
  ...LANDING_ROUTES,
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
    title: (t, data) => pageTitle(t, t('questions.heading'), data?.activity.name),
  }),
  polls: organizerRoute(ROUTES.polls, activityTargetQuerySchema, {
    link: targetQuery,
    guard: knownTarget(loadPoll),
    load: loadPoll,
    titleFrom: 'resource',
    title: (t, data) => pageTitle(t, t('polls.heading'), data?.eventName),
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
    title: (t, form) =>
      pageTitle(t, t('titles.formQrCode'), form?.isPublished ? form.title : undefined),
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
    guard: knownEvent,
    load: ({ hash, token }) => loadCertificate(hash, token),
    titleFrom: 'resource',
    title: (t, data) => pageTitle(t, t('certificate.heading'), data?.[1]),
  }),
  emailSubscriptions: organizerRoute(ROUTES.emailSubscriptions, subscriptionQuerySchema, {
    link: null,
    // A malformed hash stays the page's "check the link", as does every token problem.
    guard: async ({ hash }) => {
      if (hash !== undefined && HASH_PATTERN.test(hash)) await knownEvent({ hash });
    },
    load: ({ token, hash }) => loadSubscription('event', token, hash),
    titleFrom: 'settled',
    title: (t, data) => t(`titles.${subscriptionTitleKey(data)}`),
  }),
  portalSubscriptions: organizerRoute(ROUTES.portalSubscriptions, subscriptionQuerySchema, {
    link: null,
    load: ({ token }) => loadSubscription('portal', token, undefined),
    titleFrom: 'settled',
    title: (t, data) => t(`titles.${subscriptionTitleKey(data)}`),
  }),
  test: route(ROUTES.test, noInputs),
} satisfies Record<RouteName, Route<never> | Route<unknown>>;
