'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LEAVE_DURATION_MS, type NoticeIcon } from './constants';
import type { QueuedNotice } from './NotificationsProvider';

export interface NoticeListProps {
  notices: readonly QueuedNotice[];
  /** Drops a notice from the provider's queue once its leave transition is over. */
  onRemove: (id: number) => void;
}

/** 20×20 outline glyphs, drawn in the notice's colour. */
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

/**
 * The notices on screen, loaded with the first one (NotificationsProvider): each runs its own
 * clock from the moment it is shown, leaves with a 600 ms transition, or when closed.
 */
export function NoticeList({ notices, onRemove }: NoticeListProps) {
  const t = useTranslations('notices');
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(() => new Set());
  /** Each shown notice's own clock, by id; a notice kept until closed has none. */
  const clocks = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const leaves = useRef(new Set<ReturnType<typeof setTimeout>>());

  const dismiss = useCallback(
    (id: number) => {
      // Closed by the visitor: its own clock has nothing left to do (the entry stays, so the
      // clock is not started again).
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
    for (const { id, timeout } of notices) {
      // Infinity would reach setTimeout as 0 and close the notice at once.
      if (clocks.current.has(id) || !Number.isFinite(timeout) || timeout <= 0) continue;
      clocks.current.set(
        id,
        setTimeout(() => dismiss(id), timeout),
      );
    }
  }, [notices, dismiss]);

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

  return notices.map((notice) => (
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
        aria-label={t('close')}
        className="-m-1 rounded p-1 text-lg leading-none text-[#111]"
      >
        ×
      </button>
    </div>
  ));
}
