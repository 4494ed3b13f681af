import type { MessagePath } from '@/i18n/messages';

/** The two kinds of "not found" (decision 0201): an unknown event, or anything else. */
export type NotFoundKind = 'event' | 'page';

export const NOT_FOUND_MESSAGES = {
  event: { title: 'errors.WRONG_ACTIVITY_ID', text: 'errors.ACTIVITY_NOT_FOUND' },
  page: { title: 'notFound.title', text: 'notFound.text' },
} as const satisfies Record<NotFoundKind, { title: MessagePath; text: MessagePath }>;

export const NOT_FOUND_CODE = 'notFound.code' satisfies MessagePath;
export const NOT_FOUND_BACK = 'notFound.back' satisfies MessagePath;

/** Every text a not-found page shows. */
export type NotFoundTextKey =
  | (typeof NOT_FOUND_MESSAGES)[NotFoundKind][keyof (typeof NOT_FOUND_MESSAGES)[NotFoundKind]]
  | typeof NOT_FOUND_CODE
  | typeof NOT_FOUND_BACK;

export const NOT_FOUND_TEXT_KEYS: readonly NotFoundTextKey[] = [
  ...Object.values(NOT_FOUND_MESSAGES).flatMap(({ title, text }) => [title, text]),
  NOT_FOUND_CODE,
  NOT_FOUND_BACK,
];
