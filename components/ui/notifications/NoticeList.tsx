'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LEAVE_DURATION_MS, NOTICE_COLORS } from './constants';
import type { QueuedNotice } from './NotificationsProvider';

export interface NoticeListProps {
  notices: readonly QueuedNotice[];
  /** Drops a notice from the provider's queue once its leave transition is over. */
  onRemove: (id: number) => void;
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
        borderColor: NOTICE_COLORS[notice.type],
        transitionDuration: `${LEAVE_DURATION_MS}ms`,
      }}
    >
      <p className="flex-1 text-sm font-bold" style={{ color: NOTICE_COLORS[notice.type] }}>
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
