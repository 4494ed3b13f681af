'use client';

import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { NoticeInput } from './constants';
import type { NoticeListProps } from './NoticeList';
import { loadChunk } from '@/lib/api/chunk-load';

export interface QueuedNotice extends NoticeInput {
  id: number;
}

type Notify = (notice: NoticeInput) => number;
type NoticeListComponent = ComponentType<NoticeListProps>;

const NotifyContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}

let loadedList: NoticeListComponent | undefined;
let loadingList: Promise<NoticeListComponent> | undefined;

// Fetched with the first notice: most visits never see one, and every page loads this provider.
// A failed fetch is forgotten, so the next notice tries again.
/** @internal */
export function loadNoticeList(): Promise<NoticeListComponent> {
  loadingList ??= loadChunk('notice-list', () => import('./NoticeList')).then(
    (module) => (loadedList = module.NoticeList),
    (error: unknown) => {
      loadingList = undefined;
      throw error;
    },
  );
  return loadingList;
}

/** The notices' texts, translated by the locale layout. */
export interface NoticesText {
  region: string;
  close: string;
}

// The default place's live region exists from the first paint: screen readers only announce
// changes to a region that already exists. Its classes are written out: no table of places loads.
export function NotificationsProvider({
  text,
  children,
}: {
  text: NoticesText;
  children: ReactNode;
}) {
  const [notices, setNotices] = useState<QueuedNotice[]>([]);
  const [List, setList] = useState<NoticeListComponent | undefined>(() => loadedList);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const nextId = useRef(1);

  const notify = useCallback<Notify>((input) => {
    const id = nextId.current++;
    setNotices((current) => [...current, { ...input, id }]);
    loadNoticeList().then(
      (component) => setList(() => component),
      () => undefined,
    );
    return id;
  }, []);

  const remove = useCallback(
    (id: number) => setNotices((current) => current.filter((notice) => notice.id !== id)),
    [],
  );

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <section
        ref={setRegion}
        aria-label={text.region}
        aria-live="polite"
        className="pointer-events-none fixed right-4 bottom-4 z-50 flex max-w-[calc(100vw-2rem)] flex-col items-end"
        style={{ gap: 7 }}
        data-testid="notifications"
      />
      {List && region && notices.length > 0 ? (
        <List notices={notices} region={region} onRemove={remove} closeLabel={text.close} />
      ) : null}
    </NotifyContext.Provider>
  );
}
