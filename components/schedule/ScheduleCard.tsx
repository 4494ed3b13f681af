'use client';

import { createContext, useContext, useRef } from 'react';
import { EARLY_TAP, useEarlyTap } from '@/components/ui/early-tap';
import type { CardDetails } from '@/lib/schedule/events';
import type { SanitizedHtml } from '@/lib/security/sanitize';
import type { ScheduleText } from './text';

export interface OpenCardsState {
  /** The island's texts: held here, not repeated in every card's props. */
  text: ScheduleText;
  openIds: ReadonlySet<number>;
  toggle: (eventId: number) => void;
}

/** Open cards by event id, held above the list: a card stays open across zones and refreshes. */
export const OpenCards = createContext<OpenCardsState | null>(null);

export interface ScheduleCardProps extends CardDetails<SanitizedHtml> {
  /** The event's id: the open state's key and the details' element id. */
  id: number;
  /** 1 for the event on air now (contract: `status`). */
  status: 0 | 1;
  /** '10:00–11:30' in the zone the list is printed in. */
  time: string;
  name: string;
  /** 'А. С. Петрова, J. Smith'; absent without speakers. */
  speakers?: string;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

// Its props are the card's printed text only, and its frame lives in the bundle instead of being
// repeated for every card in the page's flight data.
export function ScheduleCard({
  id,
  status,
  time,
  name,
  speakers,
  description,
  materials = [],
  links = [],
}: ScheduleCardProps) {
  const cards = useContext(OpenCards);
  if (!cards) throw new Error('A ScheduleCard is rendered inside its ScheduleIsland');
  const { openIds, toggle, text } = cards;
  const t = (key: keyof ScheduleText) => text[key];
  const expandable = Boolean(description) || materials.length > 0 || links.length > 0;
  const isOpen = expandable && openIds.has(id);
  const detailsId = `schedule-event-${id}-details`;
  // A press before the island hydrated opens the card once it has.
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEarlyTap(toggleRef, () => toggle(id));

  // Styled by place in `.schedule-card`, not a class each: the markup repeats for every card.
  const summary = (
    <span>
      <span className="schedule-time">
        {time}
        {status === 1 ? (
          <span className="schedule-now" data-testid="schedule-now">
            {t('schedule.now')}
          </span>
        ) : null}
      </span>
      <span>{name}</span>
    </span>
  );

  return (
    <li
      data-testid="schedule-event"
      data-status={status}
      data-expanded={expandable ? String(isOpen) : undefined}
      className="schedule-card"
    >
      <h4>
        {expandable ? (
          <button
            ref={toggleRef}
            type="button"
            {...EARLY_TAP}
            aria-expanded={isOpen}
            aria-controls={detailsId}
            onClick={() => toggle(id)}
          >
            {summary}
            <svg aria-hidden="true">
              <path d="M5 7.5 10 12.5 15 7.5" />
            </svg>
          </button>
        ) : (
          summary
        )}
      </h4>

      {speakers ? (
        <p>
          <span className="sr-only">{`${t('titles.speakers')}: `}</span>
          {speakers}
        </p>
      ) : null}

      {expandable ? (
        <div id={detailsId} hidden={!isOpen}>
          {description ? (
            <div
              className="prose-organizer"
              // SanitizedHtml: cleaned by the server's reader (getEvents) for the page and /api/events.
              dangerouslySetInnerHTML={{ __html: description }}
            />
          ) : null}
          <LinkList title={t('titles.materials')} newTab={t('schedule.newTab')} items={materials} />
          <LinkList title={t('titles.links')} newTab={t('schedule.newTab')} items={links} />
        </div>
      ) : null}
    </li>
  );
}

function LinkList({
  title,
  newTab,
  items,
}: {
  title: string;
  newTab: string;
  items: { label: string; url: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <h5>{title}</h5>
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            <a href={item.url} {...NEW_TAB}>
              {item.label}
              <span className="sr-only">{` (${newTab})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
