import type { ReactNode } from 'react';

const SCHEDULE_TITLE_ID = 'schedule-title';

/** The block title: the organizer's own, else the default 'Программа' / 'Program'. */
export function scheduleBlockTitle(blockTitle: string | undefined, defaultTitle: string): string {
  return blockTitle?.trim() || defaultTitle;
}

/** The same frame whether the server prints the programme or it is published while open. */
export function ScheduleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      id="schedule"
      aria-labelledby={SCHEDULE_TITLE_ID}
      className="mx-auto box-content max-w-player px-4 py-10 tablet:px-8 tablet:py-14"
    >
      <h2 id={SCHEDULE_TITLE_ID} className="text-2xl font-bold tablet:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
