import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SanitizedActivity } from '@/lib/security/sanitize-content';
import { RICH_TEXT_CLASS } from './Description';
import { Section, blockTitle } from './Section';

export const FAQ_ANCHOR = 'faq';

/**
 * Spec block 8: questions as native `<details>` disclosures, closed at first. The browser gives
 * them keyboard access (Enter/Space on the summary) and announces expanded/collapsed, and the
 * answers stay in the HTML for crawlers and in-page search.
 */
export async function Faq({ activity, locale }: { activity: SanitizedActivity; locale: Locale }) {
  const items = (activity.landingBlocks?.faq?.data ?? [])
    .map((item) => ({ question: item.question.trim(), answer: item.answer }))
    .filter((item) => item.question);
  if (items.length === 0) return null;

  const tTitles = await getTranslations({ locale, namespace: 'titles' });
  const title = blockTitle(activity.landingBlocks?.faq?.blockTitle, tTitles('faq'));

  return (
    <Section anchor={FAQ_ANCHOR} title={title}>
      <div className="flex flex-col gap-3">
        {items.map((item, index) => (
          <details
            key={`${index}-${item.question}`}
            className="group rounded-2xl border border-line bg-surface"
            data-testid="faq-item"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-4 text-lg font-semibold text-ink tablet:p-5 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              >
                <path
                  d="M6 9l6 6 6-6"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </summary>
            {item.answer ? (
              <div
                className={`px-4 pb-4 tablet:px-5 tablet:pb-5 ${RICH_TEXT_CLASS}`}
                // SanitizedHtml from the reader (lib/security/sanitize-content.ts).
                dangerouslySetInnerHTML={{ __html: item.answer }}
              />
            ) : null}
          </details>
        ))}
      </div>
    </Section>
  );
}
