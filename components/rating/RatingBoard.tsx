'use client';

import { EmptyState, LiveNote } from '@/components/organizer/PageStates';
import { errorMessageFromUnknown, errorsFrom } from '@/lib/api/error-text';
import type { Locale } from '@/i18n/locales';
import { fill, formatCount, type CountForms } from '@/lib/i18n/client-format';
import type { ActivityTarget } from '@/lib/organizer/query';
import { initials, sharesPlace, type RatingEntry } from '@/lib/rating/model';
import { useRating } from '@/lib/swr/use-rating';

/** The rating page's texts, formatted by the server (components/rating/text.ts). */
export interface RatingText {
  tie: string;
  live: string;
  empty: { title: string; text: string };
  /** `{place}` */
  placeLabel: string;
  /** `{message}` */
  refreshFailed: string;
  points: CountForms;
  errors: Record<string, string>;
}

export interface RatingBoardProps {
  text: RatingText;
  locale: Locale;
  target: ActivityTarget;
  initialEntries: RatingEntry[];
}

/** Podium colours for places 1–3, dark text on light fills for contrast. */
const PODIUM: Record<number, string> = {
  1: 'bg-amber-200 text-amber-950',
  2: 'bg-slate-200 text-slate-900',
  3: 'bg-orange-200 text-orange-950',
};

/** The attendee rating, live, in the upstream's order within a place. */
export function RatingBoard({ target, initialEntries, text, locale }: RatingBoardProps) {
  const { data, error } = useRating(target, { fallbackData: initialEntries });
  const entries = data ?? initialEntries;
  const problem = error
    ? fill(text.refreshFailed, { message: errorMessageFromUnknown(error, errorsFrom(text.errors)) })
    : undefined;

  return (
    <div className="flex flex-col gap-4">
      {entries.length === 0 ? (
        <EmptyState title={text.empty.title} text={text.empty.text} />
      ) : (
        <ol className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line">
          {entries.map((entry, index) => (
            <li
              // Names may repeat; the position in the upstream's order is the identity here.
              key={`${index}-${entry.name}`}
              className="grid grid-cols-[2.75rem_2.75rem_minmax(0,1fr)] items-center gap-x-3 gap-y-0.5 bg-page px-3 py-3 tablet:grid-cols-[2.75rem_2.75rem_minmax(0,1fr)_auto] tablet:px-5"
            >
              <span
                className={`flex size-10 items-center justify-center rounded-full text-lg font-bold tabular-nums max-tablet:row-span-2 ${PODIUM[entry.place] ?? 'bg-surface'}`}
              >
                <span aria-hidden="true">{entry.place}</span>
                <span className="sr-only">{fill(text.placeLabel, { place: entry.place })}</span>
              </span>
              {entry.avatar ? (
                // eslint-disable-next-line @next/next/no-img-element -- upstream avatars of any host, unoptimised by design
                <img
                  src={entry.avatar}
                  alt=""
                  width={44}
                  height={44}
                  loading="lazy"
                  className="size-11 rounded-full bg-surface object-cover max-tablet:row-span-2"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-accent-soft font-bold max-tablet:row-span-2"
                >
                  {initials(entry.name)}
                </span>
              )}
              <span className="min-w-0">
                <span
                  data-testid="rating-name"
                  className="block text-lg leading-tight font-bold wrap-break-word"
                >
                  {entry.name}
                </span>
                {sharesPlace(entries, index) ? (
                  <span className="text-sm text-muted">{text.tie}</span>
                ) : null}
              </span>
              <span className="font-bold tabular-nums max-tablet:col-start-3 max-tablet:text-sm tablet:text-right">
                {formatCount(text.points, entry.score, locale)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <LiveNote text={text.live} problem={problem} />
    </div>
  );
}
