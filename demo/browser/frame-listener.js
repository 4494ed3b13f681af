// @ts-check
/* exported followFrameHeight */
/**
 * Shared by the parent-side scripts (`player-frame.js`, `registration-widget.js`), inlined into
 * their function scope when they are served (demo/browser-files.ts): size an iframe from the
 * `resize` messages its own frame sends. Messages from any other window or origin are ignored;
 * the listener removes itself once the iframe leaves the document.
 */
var MAX_FRAME_HEIGHT = 10000;

/**
 * @param {HTMLIFrameElement} iframe
 * @param {string} source the `source` field the frame's messages carry
 */
function followFrameHeight(iframe, source) {
  /** @type {string} */
  var origin;
  try {
    origin = new URL(iframe.src, window.location.href).origin;
  } catch (error) {
    return;
  }
  /** @param {MessageEvent} event */
  function onMessage(event) {
    if (!iframe.isConnected) {
      window.removeEventListener('message', onMessage);
      return;
    }
    if (event.source !== iframe.contentWindow || event.origin !== origin) return;
    var data = event.data;
    if (!data || data.source !== source || data.type !== 'resize') return;
    var height = Number(data.height);
    if (!isFinite(height) || height <= 0) return;
    iframe.style.height = Math.min(Math.ceil(height), MAX_FRAME_HEIGHT) + 'px';
  }
  window.addEventListener('message', onMessage);
}
