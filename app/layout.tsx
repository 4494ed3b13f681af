import type { ReactNode } from 'react';

/** The real document lives in app/[locale]/layout.tsx; this root only passes children through. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
