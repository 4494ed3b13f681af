// The one script a landing runs before its bundle, inline so it runs once the HTML is parsed; after
// the banner, so the first frame holds the heading (docs/decisions/0710-no-tap-lost.md).
/** @internal */
export const EARLY_TAPS_SCRIPT =
  '(function(w){if(w.__earlyTaps)return;var e=w.__earlyTaps={taps:[],live:new WeakSet()};' +
  "document.addEventListener('click',function(v){var t=v.target;" +
  "t=t&&t.closest?t.closest('[data-early-tap]'):null;" +
  'if(t&&!e.live.has(t)&&e.taps.indexOf(t)<0)e.taps.push(t)},true)})(window)';

export function EarlyTaps() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />;
}
