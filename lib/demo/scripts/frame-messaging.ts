/**
 * Browser code shared by the demo frames (player, registration page): how a frame talks back
 * to its parent (docs/upstream-api.md, section 4). Inlined into each page's script, which then calls
 * `startResizeReports(source)` and `postToParent(message)`.
 *
 * Messages go to the parent's origin as read from `document.referrer`; when the parent sends no
 * referrer they go to `*`, which is acceptable because they carry only a height and an event
 * name, and the parent checks the origin of what it receives.
 */
export const FRAME_MESSAGING_JS = String.raw`
  var parentOrigin = '*';
  try {
    if (document.referrer) parentOrigin = new URL(document.referrer).origin;
  } catch (error) {
    parentOrigin = '*';
  }

  function postToParent(message) {
    if (window.parent && window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }

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
`;
