/**
 * Invoker Commands (HTML's `command` / `commandfor` on a `<button>`): the browser opens or closes
 * the named `<dialog>` itself, before and without any script (docs/decisions/0710-no-tap-lost.md).
 * Chromium 135+ (Chrome, Edge, Opera, Samsung Internet 29+), Firefox 144+, Safari 26.2+. Elsewhere
 * the attributes do nothing and the island's click handler opens the dialog once it has hydrated.
 * React 19 passes the lower-case attributes through as written; its types do not list them yet.
 */

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** `show-modal`, `close` or `request-close` for a `<dialog>`. */
    command?: 'show-modal' | 'close' | 'request-close';
    /** The id of the element the command acts on. */
    commandfor?: string;
  }
}

/** Whether this browser runs a button's `command` itself. */
export function supportsInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}
