/**
 * Browser code shared by the parent-side scripts (`frame.js`, `registration.js`): size an
 * iframe from the `resize` messages its own frame sends. Messages from any other window or
 * origin are ignored; the listener removes itself once the iframe leaves the document.
 */
export const FRAME_LISTENER_JS = String.raw`
  var MAX_FRAME_HEIGHT = 10000;

  function followFrameHeight(iframe, source) {
    var origin;
    try {
      origin = new URL(iframe.src, window.location.href).origin;
    } catch (error) {
      return;
    }
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
`;
