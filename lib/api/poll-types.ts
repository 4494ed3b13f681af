/** Its own module so the browser's schemas take it without zod. */
export const POLL_TYPES = [
  'single-choice',
  'multiple-choice',
  'single-correct',
  'ranked-choice',
  'rating-choice',
  'open-choice',
] as const;
