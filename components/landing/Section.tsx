import type { ReactNode } from 'react';

type SectionWidth = 'player' | 'banner';

/** `section-body` is as wide as the player; the banner width overrides its max-width. */
const BODY_CLASS: Record<SectionWidth, string> = {
  player: 'section-body',
  banner: 'section-body max-w-banner',
};

export interface SectionProps {
  anchor: string;
  title: string;
  children: ReactNode;
  width?: SectionWidth;
  className?: string;
}

/** @internal */
export function sectionHeadingId(anchor: string): string {
  return `${anchor}-title`;
}

/** Title rule: the organizer's block title when it has text, else the default translation. */
export function blockTitle(custom: string | undefined, fallback: string): string {
  const title = custom?.trim();
  return title ? title : fallback;
}

export function Section({ anchor, title, children, width = 'player', className }: SectionProps) {
  const headingId = sectionHeadingId(anchor);
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className={className ? `section ${className}` : 'section'}
    >
      <div className={BODY_CLASS[width]}>
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
