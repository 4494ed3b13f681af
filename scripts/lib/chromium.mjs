// The browser the e2e suite and the Lighthouse benchmark drive: Debian's Chromium where present.
// Without the background-networking, component-update and sync switches Chromium tries to reach
// Google's services on start, which a sandboxed machine refuses (and which adds noise anyway).

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
