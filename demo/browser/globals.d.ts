/**
 * What the demo's browser scripts (demo/browser/*.js) define on `window`: the functions the
 * contract names (docs/upstream-api.md, section 4). Declared here so `tsc` checks the scripts
 * (`// @ts-check`) and the tests that call them.
 */
interface Window {
  /** `PLAYER_URL/frame.js` (player-frame.js). */
  initPlayerFrame?: (iframe: HTMLIFrameElement) => void;
  /** `WIDGETS_URL/registration.js` (registration-widget.js). */
  addRegistrationWidget?: (containerId: string) => void;
  /** `WIDGETS_URL/event-widget.js` (event-widget.js). */
  EventWidget?: {
    mount: (
      el: Element,
      options?: {
        hash?: string;
        hallId?: string | number;
        locale?: string;
        isOnlyChat?: boolean;
        isShowPoll?: boolean;
      },
    ) => void;
  };
}
