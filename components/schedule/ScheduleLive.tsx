'use client';

import { useEffect, useState } from 'react';
import { SWRConfig } from 'swr';
import { eventsVersion } from '@/lib/schedule/events-version';
import { EVENTS_REFRESH_MS } from '@/lib/schedule/fetch-events';
import { useScheduleEvents } from '@/lib/swr/use-schedule-events';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';

export interface ScheduleLiveProps {
  hallId: number;
  renderedAt: number;
  serverVersion: string;
  isServerList: () => boolean;
  onEvents: (events: SanitizedScheduleEvent[]) => void;
}

/** SWR's own cache for the island: the events are nobody else's, and tests start empty. */
const islandCache = () => new Map();

function Refresh({ hallId, renderedAt, serverVersion, isServerList, onEvents }: ScheduleLiveProps) {
  // Read once, on mount: an old cached copy of the page refreshes at once.
  const [stale] = useState(() => Date.now() - renderedAt >= EVENTS_REFRESH_MS);
  const events = useScheduleEvents(hallId, { stale }).data?.events;
  useEffect(() => {
    if (!events) return;
    // While the server's list is on screen, an unchanged programme keeps it: nothing to render,
    // which matters most for a cached page that refreshes while it is still loading.
    if (isServerList() && eventsVersion(events) === serverVersion) return;
    onEvents(events);
  }, [events, isServerList, onEvents, serverVersion]);
  return null;
}

// Loaded lazily by the island, so SWR is a chunk of its own, out of the landing's first load.
export default function ScheduleLive(props: ScheduleLiveProps) {
  return (
    <SWRConfig value={{ provider: islandCache }}>
      <Refresh {...props} />
    </SWRConfig>
  );
}
