'use client';

import { useTranslations } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  DEFAULT_TIMEOUT_MS,
  LEAVE_DURATION_MS,
  NOTICE_COLORS,
  STACK_GAP_PX,
  type NoticeType,
} from './constants';

export interface NoticeInput {
  message: string;
  type?: NoticeType;
  /** Milliseconds before the notice leaves; 0 or Infinity keeps it until closed. */
  timeout?: number;
}

interface Notice {
  id: number;
  message: string;
  type: NoticeType;
  leaving: boolean;
}

type Notify = (notice: NoticeInput) => number;

const NotifyContext = createContext<Notify | null>(null);

/** `notify({ message, type })` from any client island under the provider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      setNotices((current) =>
        current.map((notice) => (notice.id === id ? { ...notice, leaving: true } : notice)),
      );
      later(
        () => setNotices((current) => current.filter((notice) => notice.id !== id)),
        LEAVE_DURATION_MS,
      );
    },
    [later],
  );

  const notify = useCallback<Notify>(
    ({ message, type = 'default', timeout = DEFAULT_TIMEOUT_MS }) => {
      const id = nextId.current++;
      setNotices((current) => [...current, { id, message, type, leaving: false }]);
      // Infinity would reach setTimeout as 0 and close the notice at once.
      if (Number.isFinite(timeout) && timeout > 0) later(() => dismiss(id), timeout);
      return id;
    },
    [dismiss, later],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const value = useMemo(() => notify, [notify]);

  return (
    <NotifyContext.Provider value={value}>
      {children}
      <NotificationList notices={notices} onClose={dismiss} />
    </NotifyContext.Provider>
  );
}

function NotificationList({
  notices,
  onClose,
}: {
  notices: Notice[];
  onClose: (id: number) => void;
}) {
  const t = useTranslations('notices');
  return (
    <section
      aria-label={t('region')}
      aria-live="polite"
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex max-w-[calc(100vw-2rem)] flex-col items-end"
      style={{ gap: STACK_GAP_PX }}
      data-testid="notifications"
    >
      {notices.map((notice) => (
        <div
          key={notice.id}
          role={notice.type === 'error' ? 'alert' : 'status'}
          data-type={notice.type}
          data-leaving={notice.leaving || undefined}
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
            onClick={() => onClose(notice.id)}
            aria-label={t('close')}
            className="-m-1 rounded p-1 text-lg leading-none text-[#111]"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
