import 'server-only';
import type { Activity, ScheduleEvent } from '@/lib/api/schemas';
import { sanitizeRichText, type SanitizedHtml } from './sanitize';

// Sanitised where the data is read, once; the types stay assignable to the raw ones.

type LandingBlocks = NonNullable<Activity['landingBlocks']>;
type FaqBlock = NonNullable<LandingBlocks['faq']>;

interface SanitizedFaqItem {
  question: string;
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

export function sanitizeEvents(events: readonly ScheduleEvent[]): SanitizedScheduleEvent[] {
  return events.map((event) => {
    const description = sanitizeRichText(event.description);
    return { ...event, description: description || undefined };
  });
}
