'use client';

import { useEffect } from 'react';

export function RegisterWorker() {
  useEffect(() => {
    navigator.serviceWorker?.register('/sw.js').catch(() => undefined);
  }, []);
  return null;
}
