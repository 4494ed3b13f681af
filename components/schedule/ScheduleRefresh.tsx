'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { loadChunk } from '@/lib/api/chunk-load';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import type { renderDayList } from './day-list';
import type { ScheduleLiveProps } from './ScheduleLive';

/** The live programme's code (./live.ts: refresh beats with SWR, list renderer, fetch). */
export const loadScheduleLiveModule = () => loadChunk('schedule-live', () => import('./live'));

/** The refresh beats (SWR): loaded once the island runs. */
const loadScheduleLive = () => loadScheduleLiveModule().then((module) => module.ScheduleLive);

/**
 * The schedule's refresh beats (ScheduleLive), mounted once their chunk is here: imported after
 * hydration (an effect, not a `lazy` boundary, whose Suspense retry could wait on a timer). A
 * failed chunk is announced by ChunkErrorNotice; until then nothing refreshes.
 */
export function ScheduleRefresh(props: ScheduleLiveProps) {
  const [Refresh, setRefresh] = useState<ComponentType<ScheduleLiveProps> | null>(null);
  useEffect(() => {
    let active = true;
    loadScheduleLive().then(
      (loaded) => {
        if (active) setRefresh(() => loaded);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return Refresh ? <Refresh {...props} /> : null;
}

/** The events as last fetched, with the list renderer loaded for them. */
export interface Live {
  events: SanitizedScheduleEvent[];
  render: typeof renderDayList;
}

export async function loadLive(events: SanitizedScheduleEvent[]): Promise<Live> {
  const { renderDayList: render } = await loadScheduleLiveModule();
  return { events, render };
}
