/** @internal */
export const DEFAULT_TIMEOUT_MS = 3000;
/** A notice is removed this long after its leave transition starts. */
export const LEAVE_DURATION_MS = 600;
/** The gap between stacked notices. */
export const STACK_GAP_PX = 7;

type NoticeType = 'success' | 'error' | 'warning' | 'default';

/** Outline colours: green, red, orange, black — shades dark enough for 4.5:1 text on white. @internal */
export const NOTICE_COLORS: Record<NoticeType, string> = {
  success: '#1e7b34',
  error: '#c62828',
  warning: '#b45309',
  default: '#111111',
};

export const NOTICE_LOCATIONS = [
  'bottom-right',
  'bottom-left',
  'bottom',
  'top-right',
  'top-left',
  'top',
] as const;
export type NoticeLocation = (typeof NOTICE_LOCATIONS)[number];
export const DEFAULT_NOTICE_LOCATION: NoticeLocation = 'bottom-right';

export type NoticeIcon = 'success' | 'error' | 'warning' | 'info';

type NoticeColor = `#${string}`;
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export interface NoticeInput {
  message: string;
  type?: NoticeType;
  color?: NoticeColor;
  location?: NoticeLocation;
  /** Milliseconds before the notice leaves; 0 or Infinity keeps it until closed. */
  timeout?: number;
  icon?: NoticeIcon;
}

/** A notice with the spec's defaults filled in: outlined, bottom-right, colour per type, 3000 ms. */
export interface Notice {
  message: string;
  type: NoticeType;
  color: string;
  location: NoticeLocation;
  timeout: number;
  icon?: NoticeIcon;
}

/** The notice a caller's input makes; a colour that is not a hex colour falls back to the type's. */
export function resolveNotice({
  message,
  type = 'default',
  color,
  location = DEFAULT_NOTICE_LOCATION,
  timeout = DEFAULT_TIMEOUT_MS,
  icon,
}: NoticeInput): Notice {
  return {
    message,
    type,
    color: color && HEX_COLOR.test(color) ? color : NOTICE_COLORS[type],
    location: NOTICE_LOCATIONS.includes(location) ? location : DEFAULT_NOTICE_LOCATION,
    timeout,
    icon,
  };
}
