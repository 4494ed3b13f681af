// The browser opens or closes the named `<dialog>` before any script (decision 0710); elsewhere the
// island's click handler does. React 19 passes the attributes through; its types lack them.

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
}

export function supportsInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}
