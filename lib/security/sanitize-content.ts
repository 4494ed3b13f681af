import 'server-only';
import type { Activity, ScheduleEvent } from '@/lib/api/schemas';
import { sanitizeRichText, type SanitizedHtml } from './sanitize';

/**
 * Upstream data with every organizer-HTML field replaced by its sanitised form. The cached
 * readers (lib/api/readers.ts) return these, so HTML is cleaned where the data is read, once,
 * and components only ever see `SanitizedHtml`. Both types stay assignable to the raw ones, so
 * code that does not render HTML keeps taking `Activity` / `ScheduleEvent`.
 */

type LandingBlocks = NonNullable<Activity['landingBlocks']>;
type FaqBlock = NonNullable<LandingBlocks['faq']>;

interface SanitizedFaqItem {
  question: string;
  /** '' when nothing readable is left: the item then shows no answer. */
  answer: SanitizedHtml;
}

export type SanitizedActivity = Omit<Activity, 'landingDescription' | 'landingBlocks'> & {
  landingDescription: SanitizedHtml | undefined;
  landingBlocks?: Omit<LandingBlocks, 'faq'> & {
    faq?: Omit<FaqBlock, 'data'> & { data: SanitizedFaqItem[] };
  };
};

export type SanitizedScheduleEvent = Omit<ScheduleEvent, 'description'> & {
  description: SanitizedHtml | undefined;
};

export function sanitizeActivity(activity: Activity): SanitizedActivity {
  const { landingDescription, landingBlocks, ...rest } = activity;
  const description = sanitizeRichText(landingDescription);
  const faq = landingBlocks?.faq;
  return {
    ...rest,
    landingDescription: description || undefined,
    landingBlocks: landingBlocks && {
      ...landingBlocks,
      faq: faq && {
        ...faq,
        data: faq.data.map((item) => ({
          question: item.question,
          answer: sanitizeRichText(item.answer),
        })),
      },
    },
  };
}

/**
 * Events as they may leave the server: each `description` sanitised, or dropped when nothing is
 * left. The page render and the `/api/events` refetch both read them from `getEvents`.
 */
export function sanitizeEvents(events: readonly ScheduleEvent[]): SanitizedScheduleEvent[] {
  return events.map((event) => {
    const description = sanitizeRichText(event.description);
    return { ...event, description: description || undefined };
  });
}
