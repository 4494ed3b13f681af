import 'server-only';
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { pageLocale } from '@/lib/i18n/page-locale';
import { readQuery, type SearchParams } from '@/lib/query/read-query';
import { notFoundUnlessOwnEvent } from '@/lib/routing/tenant';
import { loadEvent } from './load-event';

/** What an event page rendered per request receives (Next's `PageProps<'/[locale]/…'>`). */
interface EventPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/**
 * The event pages' one opening (`/platform`, `/meetings`, `/new-dion`, `/order`,
 * `/order-invoice`; docs/architecture.md, "Event pages"): the locale, the query read with the
 * page's schema (lib/platform/inputs.ts) and the event. A bad locale, a missing or malformed hash
 * and an unknown event are all `notFound()`: the group's "event not found" boundary, HTTP 404;
 * so is, on an organizer's custom domain, a `hallId` that is not one of the domain event's halls.
 * `onlyChat` says whether the page asks the upstream for the only-chat activity.
 */
export async function eventPageInputs<S extends z.ZodType<{ hash: string }>>(
  props: EventPageProps,
  schema: S,
  onlyChat: (inputs: z.output<S>) => boolean = () => false,
) {
  const locale = await pageLocale(props.params);
  const inputs = readQuery(await props.searchParams, schema) ?? notFound();
  const activity = await loadEvent(inputs.hash, { onlyChat: onlyChat(inputs) });
  // On an organizer's custom domain a hall of another event is not found (lib/routing/tenant).
  const { hallId } = inputs as { hallId?: string };
  if (hallId !== undefined) await notFoundUnlessOwnEvent({ hallId: Number(hallId) });
  return { locale, inputs, activity };
}
