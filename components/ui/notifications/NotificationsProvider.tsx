'use client';

import { useTranslations } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { DEFAULT_TIMEOUT_MS, STACK_GAP_PX, type NoticeType } from './constants';
import type { NoticeListProps } from './NoticeList';

export interface NoticeInput {
  message: string;
  type?: NoticeType;
  /** Milliseconds before the notice leaves; 0 or Infinity keeps it until closed. */
  timeout?: number;
}

/** A notice as pushed, waiting for (or shown by) the list. */
export interface QueuedNotice {
  id: number;
  message: string;
  type: NoticeType;
  timeout: number;
}

type Notify = (notice: NoticeInput) => number;
type NoticeListComponent = ComponentType<NoticeListProps>;

const NotifyContext = createContext<Notify | null>(null);

/** `notify({ message, type })` from any client island under the provider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}

let loadedList: NoticeListComponent | undefined;
let loadingList: Promise<NoticeListComponent> | undefined;

/**
 * The notices' own code (NoticeList), fetched once, with the first notice: most visits never
 * see one, and every page has this provider in its first load. A failed fetch is forgotten, so
 * the next notice tries again (ChunkErrorNotice announces the failed chunk meanwhile).
 */
export function loadNoticeList(): Promise<NoticeListComponent> {
  loadingList ??= import('./NoticeList').then(
    (module) => (loadedList = module.NoticeList),
    (error: unknown) => {
      loadingList = undefined;
      throw error;
    },
  );
  return loadingList;
}

/**
 * Holds the notices pushed with `useNotify` and renders the polite live region from the first
 * paint (screen readers only announce changes to a region that already exists). Notices pushed
 * before the list's code is there wait in the queue and appear, with their full time on screen,
 * as soon as it is.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('notices');
  const [notices, setNotices] = useState<QueuedNotice[]>([]);
  const [List, setList] = useState<NoticeListComponent | undefined>(() => loadedList);
  const nextId = useRef(1);

  const notify = useCallback<Notify>(
    ({ message, type = 'default', timeout = DEFAULT_TIMEOUT_MS }) => {
      const id = nextId.current++;
      setNotices((current) => [...current, { id, message, type, timeout }]);
      loadNoticeList().then(
        (component) => setList(() => component),
        () => undefined,
      );
      return id;
    },
    [],
  );

  const remove = useCallback(
    (id: number) => setNotices((current) => current.filter((notice) => notice.id !== id)),
    [],
  );

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <section
        aria-label={t('region')}
        aria-live="polite"
        className="pointer-events-none fixed right-4 bottom-4 z-50 flex max-w-[calc(100vw-2rem)] flex-col items-end"
        style={{ gap: STACK_GAP_PX }}
        data-testid="notifications"
      >
        {List && notices.length > 0 ? <List notices={notices} onRemove={remove} /> : null}
      </section>
    </NotifyContext.Provider>
  );
}
