/**
 * The one script a landing runs before its bundle (docs/decisions/0710-no-tap-lost.md): it notes
 * a press on a control marked `data-early-tap` whose island has not hydrated yet, and that island
 * completes the press once it has (`useEarlyTap`). Inline, so it runs as soon as the HTML is
 * parsed, before the bundle arrives; the CSP's 'unsafe-inline' (Next's own inline scripts need
 * it) allows it. Rendered once a page: after the banner by FullLanding and MidLanding (not before
 * the header: no script may run before the banner's heading is parsed, so the first contentful
 * frame has it) and before the cards on the site's programme chapter; a second copy would do
 * nothing.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(w){if(w.__earlyTaps)return;var e=w.__earlyTaps={taps:[],live:new WeakSet()};' +
  "document.addEventListener('click',function(v){var t=v.target;" +
  "t=t&&t.closest?t.closest('[data-early-tap]'):null;" +
  'if(t&&!e.live.has(t)&&e.taps.indexOf(t)<0)e.taps.push(t)},true)})(window)';

export function EarlyTaps() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />;
}
