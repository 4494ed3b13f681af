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
import {
  DEFAULT_NOTICE_LOCATION,
  NOTICE_LOCATIONS,
  resolveNotice,
  STACK_GAP_PX,
  type Notice,
  type NoticeInput,
  type NoticeLocation,
} from './constants';
import type { NoticeListProps } from './NoticeList';
import { loadChunk } from '@/lib/api/chunk-load';

export type { NoticeInput } from './constants';

/** A notice as pushed, waiting for (or shown by) the list. */
export interface QueuedNotice extends Notice {
  id: number;
}

/**
 * Where each location's stack sits. Bottom stacks grow upward (newest nearest the edge, at the
 * bottom); top stacks grow downward (newest at the top). Literal classes, so Tailwind sees them.
 */
const LOCATION_CLASSES: Record<NoticeLocation, string> = {
  'bottom-right': 'right-4 bottom-4 flex-col items-end',
  'bottom-left': 'left-4 bottom-4 flex-col items-start',
  bottom: 'inset-x-4 bottom-4 flex-col items-center',
  'top-right': 'right-4 top-4 flex-col-reverse items-end',
  'top-left': 'left-4 top-4 flex-col-reverse items-start',
  top: 'inset-x-4 top-4 flex-col-reverse items-center',
};
const STACK_CLASS = 'pointer-events-none fixed z-50 flex max-w-[calc(100vw-2rem)]';

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
  loadingList ??= loadChunk('notice-list', () => import('./NoticeList')).then(
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

  const notify = useCallback<Notify>((input) => {
    const id = nextId.current++;
    setNotices((current) => [...current, { id, ...resolveNotice(input) }]);
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

  const at = (location: NoticeLocation) => notices.filter((notice) => notice.location === location);
  const corner = at(DEFAULT_NOTICE_LOCATION);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <section
        aria-label={t('region')}
        aria-live="polite"
        className={`${STACK_CLASS} ${LOCATION_CLASSES[DEFAULT_NOTICE_LOCATION]}`}
        style={{ gap: STACK_GAP_PX }}
        data-testid="notifications"
      >
        {List && corner.length > 0 ? <List notices={corner} onRemove={remove} /> : null}
      </section>
      {/* Other locations exist only while they hold a notice; each notice is its own live
          status or alert, so it is announced wherever it shows. */}
      {NOTICE_LOCATIONS.filter((location) => location !== DEFAULT_NOTICE_LOCATION).map(
        (location) => {
          const here = at(location);
          return List && here.length > 0 ? (
            <div
              key={location}
              className={`${STACK_CLASS} ${LOCATION_CLASSES[location]}`}
              style={{ gap: STACK_GAP_PX }}
              data-testid={`notifications-${location}`}
            >
              <List notices={here} onRemove={remove} />
            </div>
          ) : null;
        },
      )}
    </NotifyContext.Provider>
  );
}
