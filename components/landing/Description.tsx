import type { SanitizedHtml } from '@/lib/security/sanitize';

// Typography for sanitised organizer HTML as one class: the utilities themselves would repeat in
// the HTML and the RSC payload once per block.
export const RICH_TEXT_CLASS = 'prose-organizer';

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
