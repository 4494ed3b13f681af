'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  DEFAULT_NOTICE_LOCATION,
  LEAVE_DURATION_MS,
  NOTICE_LOCATIONS,
  resolveNotice,
  STACK_GAP_PX,
  type Notice,
  type NoticeIcon,
  type NoticeLocation,
} from './constants';
import type { QueuedNotice } from './NotificationsProvider';

export interface NoticeListProps {
  notices: readonly QueuedNotice[];
  region: HTMLElement;
  onRemove: (id: number) => void;
  closeLabel: string;
}

// Literal classes, so Tailwind sees them; the provider's region repeats the bottom right one's.
export const LOCATION_CLASSES: Record<NoticeLocation, string> = {
  'bottom-right': 'right-4 bottom-4 flex-col items-end',
  'bottom-left': 'left-4 bottom-4 flex-col items-start',
  bottom: 'inset-x-4 bottom-4 flex-col items-center',
  'top-right': 'right-4 top-4 flex-col-reverse items-end',
  'top-left': 'left-4 top-4 flex-col-reverse items-start',
  top: 'inset-x-4 top-4 flex-col-reverse items-center',
};
export const STACK_CLASS = 'pointer-events-none fixed z-50 flex max-w-[calc(100vw-2rem)]';

type ShownNotice = Notice & { id: number };

const ICON_PATHS: Record<NoticeIcon, string> = {
  success: 'M4 10.5l4 4 8-9',
  error: 'M5 5l10 10M15 5L5 15',
  warning: 'M10 3l8 14H2L10 3zM10 8v4M10 14.5v.5',
  info: 'M10 9v6M10 5.5v.5',
};

function NoticeGlyph({ icon }: { icon: NoticeIcon }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shrink-0"
      data-icon={icon}
    >
      <path d={ICON_PATHS[icon]} />
    </svg>
  );
}

// Each notice is its own live status or alert, so it is announced wherever it shows; stacks other
// than the default place's exist only while they hold a notice.
export function NoticeList({ notices, region, onRemove, closeLabel }: NoticeListProps) {
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(() => new Set());
  const clocks = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const leaves = useRef(new Set<ReturnType<typeof setTimeout>>());

  const shown = useMemo(
    () => notices.map(({ id, ...input }): ShownNotice => ({ id, ...resolveNotice(input) })),
    [notices],
  );

  const dismiss = useCallback(
    (id: number) => {
      // Closed by the visitor: the clock has nothing left to do (its entry stays: none restarts).
      clearTimeout(clocks.current.get(id));
      setLeaving((current) => new Set(current).add(id));
      const timer = setTimeout(() => {
        leaves.current.delete(timer);
        onRemove(id);
      }, LEAVE_DURATION_MS);
      leaves.current.add(timer);
    },
    [onRemove],
  );

  useEffect(() => {
    for (const { id, timeout } of shown) {
      // Infinity would reach setTimeout as 0 and close the notice at once.
      if (clocks.current.has(id) || !Number.isFinite(timeout) || timeout <= 0) continue;
      clocks.current.set(
        id,
        setTimeout(() => dismiss(id), timeout),
      );
    }
  }, [shown, dismiss]);

  // Cleared (and forgotten, so a remount starts them again) when the list unmounts.
  useEffect(() => {
    const running = clocks.current;
    const leaveTimers = leaves.current;
    return () => {
      running.forEach(clearTimeout);
      running.clear();
      leaveTimers.forEach(clearTimeout);
      leaveTimers.clear();
    };
  }, []);

  const render = (notice: ShownNotice) => (
    <div
      key={notice.id}
      role={notice.type === 'error' ? 'alert' : 'status'}
      data-type={notice.type}
      data-leaving={leaving.has(notice.id) || undefined}
      className="pointer-events-auto flex w-80 max-w-full items-start gap-3 rounded-lg border-2 bg-white px-4 py-3 text-[#111] shadow-lg transition-all starting:translate-x-4 starting:opacity-0 motion-reduce:transition-none data-[leaving]:translate-x-4 data-[leaving]:opacity-0"
      style={{
        borderColor: notice.color,
        transitionDuration: `${LEAVE_DURATION_MS}ms`,
      }}
    >
      {notice.icon ? (
        <span className="flex" style={{ color: notice.color }}>
          <NoticeGlyph icon={notice.icon} />
        </span>
      ) : null}
      <p className="flex-1 text-sm font-bold" style={{ color: notice.color }}>
        {notice.message}
      </p>
      <button
        type="button"
        onClick={() => dismiss(notice.id)}
        aria-label={closeLabel}
        className="-m-1 rounded p-1 text-lg leading-none text-[#111]"
      >
        ×
      </button>
    </div>
  );

  const at = (location: NoticeLocation) =>
    shown.filter((notice) => notice.location === location).map(render);

  return (
    <>
      {createPortal(at(DEFAULT_NOTICE_LOCATION), region)}
      {NOTICE_LOCATIONS.filter((location) => location !== DEFAULT_NOTICE_LOCATION).map(
        (location) => {
          const here = at(location);
          return here.length > 0 ? (
            <div
              key={location}
              className={`${STACK_CLASS} ${LOCATION_CLASSES[location]}`}
              style={{ gap: STACK_GAP_PX }}
              data-testid={`notifications-${location}`}
            >
              {here}
            </div>
          ) : null;
        },
      )}
    </>
  );
}
