import type { MessagePath } from '@/i18n/client-messages';

/**
 * The two kinds of "not found" (decision 0228): `event`, a well-formed link to an unknown event
 * (the landings, the event pages, a custom domain), and `page`, anything else (an unknown path, a
 * malformed required input). One table of their texts for the boundaries, the prerendered
 * pages and their metadata.
 */
export type NotFoundKind = 'event' | 'page';

export const NOT_FOUND_MESSAGES = {
  event: { title: 'errors.WRONG_ACTIVITY_ID', text: 'errors.ACTIVITY_NOT_FOUND' },
  page: { title: 'notFound.title', text: 'notFound.text' },
} as const satisfies Record<NotFoundKind, { title: MessagePath; text: MessagePath }>;

/** The status line above either kind's title ("404"). */
export const NOT_FOUND_CODE = 'notFound.code' satisfies MessagePath;
