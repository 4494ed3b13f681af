import 'server-only';
import type { ScheduleEvent } from '@/lib/api/schemas';
import { sanitizeHtml } from '@/lib/security/sanitize';

/**
 * Events as they may leave the server: each `description` replaced by its sanitised HTML (or
 * dropped when nothing is left). Both ways events reach the schedule island — the page render
 * and the `/api/events` refetch — go through here, so the island can render descriptions as HTML
 * without a sanitiser of its own.
 */
export function sanitizeEvents(events: readonly ScheduleEvent[]): ScheduleEvent[] {
  return events.map((event) => {
    const description = sanitizeHtml(event.description);
    return { ...event, description: description || undefined };
  });
}
