/** The upstream's poll types, in a module of their own so the browser's schemas take them without zod. */
export const POLL_TYPES = [
  'single-choice',
  'multiple-choice',
  'single-correct',
  'ranked-choice',
  'rating-choice',
  'open-choice',
] as const;
