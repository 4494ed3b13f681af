// @ts-check
/* exported postToParent, startResizeReports */
/**
 * Shared by the demo frames' scripts (`player-page.js`, `registration-page.js`), inlined into
 * their function scope when they are served (demo/browser-files.ts): how a frame talks back
 * to its parent (docs/upstream-api.md, section 4). The page's script then calls
 * `startResizeReports(source)` and `postToParent(message)`.
 *
 * Messages go to the parent's origin as read from `document.referrer`; when the parent sends no
 * referrer they go to `*`, which is acceptable because they carry only a height and an event
 * name, and the parent checks the origin of what it receives.
 */
var parentOrigin = '*';
try {
  if (document.referrer) parentOrigin = new URL(document.referrer).origin;
} catch (error) {
  parentOrigin = '*';
}

/** @param {{ source: string, type: string, height?: number }} message */
function postToParent(message) {
  if (window.parent && window.parent !== window) window.parent.postMessage(message, parentOrigin);
}

/** @param {string} source */
function startResizeReports(source) {
  var lastHeight = -1;
  function report() {
    // The root's box, not scrollHeight: scrollHeight never drops below the frame's own height.
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    postToParent({ source: source, type: 'resize', height: height });
  }
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(report).observe(document.documentElement);
  }
  window.addEventListener('load', report);
  report();
}
