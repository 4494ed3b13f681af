/**
 * jsdom has `<dialog>` without `showModal`/`close`. Tests that want the browser's path install
 * this minimal stand-in (open attribute, `close` event), and remove it again afterwards.
 */
export function installDialogPolyfill(): () => void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const original = { showModal: proto.showModal, close: proto.close };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  return () => {
    proto.showModal = original.showModal;
    proto.close = original.close;
  };
}

/** A `matchMedia` whose answers the test controls; `set` fires `change` like a resize would. */
export function installMatchMedia(initial: Record<string, boolean> = {}) {
  const state = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return state[query] ?? false;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => {
        if (!listeners.has(query)) listeners.set(query, new Set());
        listeners.get(query)?.add(listener);
      },
      removeEventListener: (_type: string, listener: () => void) => {
        listeners.get(query)?.delete(listener);
      },
    }) as unknown as MediaQueryList;
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      listeners.get(query)?.forEach((listener) => listener());
    },
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
  };
}
