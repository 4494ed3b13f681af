import 'server-only';
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { pageLocale } from '@/lib/i18n/page-locale';
import { readQuery, type SearchParams } from '@/lib/query/read-query';
import { notFoundUnlessOwnEvent } from '@/lib/routing/tenant';
import { loadEvent } from './load-event';

interface EventPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** The event pages' one opening (docs/architecture.md, "Event pages"): every bad input is a 404. */
export async function eventPageInputs<S extends z.ZodType<{ hash: string }>>(
  props: EventPageProps,
  schema: S,
  onlyChat: (inputs: z.output<S>) => boolean = () => false,
) {
  const locale = await pageLocale(props.params);
  const inputs = readQuery(await props.searchParams, schema) ?? notFound();
  const activity = await loadEvent(inputs.hash, { onlyChat: onlyChat(inputs) });
  // On a custom domain a hall of another event is not found (lib/routing/tenant.ts).
  const { hallId } = inputs as { hallId?: string };
  if (hallId !== undefined) await notFoundUnlessOwnEvent({ hallId: Number(hallId) });
  return { locale, inputs, activity };
}
