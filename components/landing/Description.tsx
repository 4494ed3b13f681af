import type { SanitizedHtml } from '@/lib/security/sanitize';

/**
 * Typography for organizer HTML (the landing description, FAQ answers). Descendant variants
 * style whatever tags the sanitiser lets through, so there is no separate stylesheet to keep in
 * step with its allowlist.
 */
export const RICH_TEXT_CLASS = [
  'text-base leading-relaxed text-ink break-words',
  '[&_p]:mb-3 [&_ul]:mb-3 [&_ol]:mb-3 [&_pre]:mb-3 [&_blockquote]:mb-3',
  '[&>*:last-child]:mb-0',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mb-1',
  '[&_a]:text-accent-text [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline',
  '[&_strong]:font-semibold [&_b]:font-semibold',
  '[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&>h2:first-child]:mt-0 [&>h3:first-child]:mt-0 [&>h4:first-child]:mt-0',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_code]:font-mono [&_code]:text-sm [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface [&_pre]:p-3',
  '[&_hr]:my-6 [&_hr]:border-line [&_img]:h-auto [&_img]:max-w-full',
].join(' ');

/** The landing description (spec block 4): rendered only when something is left to show. */
export function Description({ html }: { html: SanitizedHtml | undefined }) {
  // Sanitised by the reader (lib/api/readers.ts); '' when nothing readable was left.
  if (!html) return null;
  return (
    <div className="px-4 py-8 tablet:px-8" data-testid="description">
      <div
        className={`mx-auto w-full max-w-player ${RICH_TEXT_CLASS}`}
        // SanitizedHtml only: allowlisted tags, http(s)/mailto/tel links (lib/security/sanitize.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
