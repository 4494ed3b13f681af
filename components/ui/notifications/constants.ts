/** Notification timings, stacking distances and outline colours. */
export const DEFAULT_TIMEOUT_MS = 3000;
/** A notice is removed this long after its leave transition starts. */
export const LEAVE_DURATION_MS = 600;
/** Distance between stacked notices when their height is unknown… */
export const STACK_OFFSET_PX = 55;
/** …and the gap added to the measured height when it is known. */
export const STACK_GAP_PX = 7;

export type NoticeType = 'success' | 'error' | 'warning' | 'default';

/** Outline colours: green, red, orange, black — shades dark enough for 4.5:1 text on white. */
export const NOTICE_COLORS: Record<NoticeType, string> = {
  success: '#1e7b34',
  error: '#c62828',
  warning: '#b45309',
  default: '#111111',
};
