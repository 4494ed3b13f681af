'use client';

import { useEffect } from 'react';

/** Registers the offline worker (`/sw.js`); it runs after the page has loaded and gone idle. */
export function RegisterWorker() {
  useEffect(() => {
    navigator.serviceWorker?.register('/sw.js').catch(() => undefined);
  }, []);
  return null;
}
