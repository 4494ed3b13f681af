import type { SanitizedHtml } from '@/lib/security/sanitize';

/**
 * Typography for organizer HTML (the landing description, FAQ answers, schedule descriptions):
 * one class in app/globals.css whose descendant selectors style whatever tags the sanitiser lets
 * through. A class name rather than the utilities themselves, since the HTML and the RSC payload
 * would each carry the long list once per block.
 */
export const RICH_TEXT_CLASS = 'prose-organizer';

/** The landing description: rendered only when something is left to show. */
export function Description({ html }: { html: SanitizedHtml | undefined }) {
  // Sanitised by the reader (lib/api/readers.ts); '' when nothing readable was left.
  if (!html) return null;
  return (
    <div className="description" data-testid="description">
      <div
        className={`section-body ${RICH_TEXT_CLASS}`}
        // SanitizedHtml only: allowlisted tags, http(s)/mailto/tel links (lib/security/sanitize.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
