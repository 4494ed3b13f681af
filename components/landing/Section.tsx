import type { ReactNode } from 'react';

/**
 * One landing block: an anchored `<section>` labelled by its `<h2>`, with the page's spacing and
 * the spec's content widths (1240 px like the player block, 1440 px like the banner). The root's
 * `scroll-padding-top` makes anchored scrolling stop below the fixed header.
 */

export type SectionWidth = 'player' | 'banner';

const WIDTH_CLASS: Record<SectionWidth, string> = {
  player: 'max-w-player',
  banner: 'max-w-banner',
};

export interface SectionProps {
  /** The element id the header menu scrolls to (spec anchors: speakers, faq, …). */
  anchor: string;
  title: string;
  children: ReactNode;
  width?: SectionWidth;
  className?: string;
}

export function sectionHeadingId(anchor: string): string {
  return `${anchor}-title`;
}

/** Spec title rule: the organizer's block title when it has text, else the default translation. */
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
      className={['px-4 py-10 tablet:px-8 laptop:py-14', className].filter(Boolean).join(' ')}
    >
      <div className={`mx-auto w-full ${WIDTH_CLASS[width]}`}>
        <h2 id={headingId} className="mb-6 text-2xl font-bold text-ink tablet:text-3xl laptop:mb-8">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
