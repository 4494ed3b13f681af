'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { loadChunk } from '@/lib/api/chunk-load';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import type { renderDayList } from './day-list';
import type { ScheduleLiveProps } from './ScheduleLive';

export const loadScheduleLiveModule = () => loadChunk('schedule-live', () => import('./live'));

const loadScheduleLive = () => loadScheduleLiveModule().then((module) => module.ScheduleLive);

// Imported in an effect, not behind `lazy`, whose Suspense retry could wait on a timer.
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

export interface Live {
  events: SanitizedScheduleEvent[];
  render: typeof renderDayList;
}

export async function loadLive(events: SanitizedScheduleEvent[]): Promise<Live> {
  const { renderDayList: render } = await loadScheduleLiveModule();
  return { events, render };
}
