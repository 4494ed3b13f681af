'use client';

import { scrollToSection } from './scroll-to-section';

export interface RegisterButtonProps {
  label: string;
  /** `registration-section` for offline events, `platform-widget` (the player) otherwise. */
  targetId: string;
}

/**
 * The header's register action, wide screens only (narrow ones get the drawer's entry). A link
 * to the section, so it works before hydration; with JavaScript it scrolls smoothly.
 */
export function RegisterButton({ label, targetId }: RegisterButtonProps) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        if (scrollToSection(targetId)) event.preventDefault();
      }}
      className="hidden shrink-0 items-center rounded-lg bg-accent px-4 py-2 text-sm font-bold whitespace-nowrap text-accent-contrast hover:opacity-90 laptop:inline-flex desktop:text-base"
    >
      {label}
    </a>
  );
}
