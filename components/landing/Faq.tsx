import { getTranslations } from 'next-intl/server';
import { visibleFaqItems } from '@/lib/activity/derived';
import type { SanitizedActivity } from '@/lib/security/sanitize-content';
import { RICH_TEXT_CLASS } from './Description';
import { Section, blockTitle } from './Section';

export const FAQ_ANCHOR = 'faq';

/** One element for every question: the RSC payload sends it once, then references it. */
const CHEVRON = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="faq-chevron">
    <path d="M6 9l6 6 6-6" />
  </svg>
);

// Native `<details>`: the browser gives keyboard access and announces the state, and the answers
// stay in the HTML for crawlers and in-page search.
export async function Faq({ activity }: { activity: SanitizedActivity }) {
  const items = visibleFaqItems(activity.landingBlocks?.faq?.data).map((item) => ({
    question: item.question.trim(),
    answer: item.answer,
  }));
  if (items.length === 0) return null;

  const tTitles = await getTranslations('titles');
  const title = blockTitle(activity.landingBlocks?.faq?.blockTitle, tTitles('faq'));

  return (
    <Section anchor={FAQ_ANCHOR} title={title}>
      <div className="flex flex-col gap-3">
        {items.map((item, index) => (
          // A fixed list rendered once on the server: the index is a stable, short key.
          <details key={index} className="faq-item">
            <summary className="faq-question">
              {item.question}
              {CHEVRON}
            </summary>
            {item.answer ? (
              <div
                className={`faq-answer ${RICH_TEXT_CLASS}`}
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
