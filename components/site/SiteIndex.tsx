import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Banner } from '@/components/landing/Banner';
import { Description } from '@/components/landing/Description';
import { Section } from '@/components/landing/Section';
import { visibleFaqItems } from '@/lib/activity/derived';
import type { SanitizedActivity, SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import { localizedPath } from '@/lib/seo/urls';
import {
  siteLinks,
  siteMaterials,
  sitePath,
  type SiteChapter,
  type SiteLinkGroup,
} from '@/lib/site/chapters';

const countItems = (groups: SiteLinkGroup[]) =>
  groups.reduce((sum, group) => sum + group.items.length, 0);

export async function SiteIndex({
  activity,
  events,
  chapters,
}: {
  activity: SanitizedActivity;
  events: SanitizedScheduleEvent[];
  chapters: SiteChapter[];
}) {
  const [locale, t, tTitles] = await Promise.all([
    getLocale(),
    getTranslations('site'),
    getTranslations('titles'),
  ]);
  const labels = { mainSchedule: '', material: () => '' };
  const summaries: Record<SiteChapter, () => string> = {
    program: () => t('summary.program', { count: events.length }),
    materials: () =>
      t('summary.materials', { count: countItems(siteMaterials(activity, events, labels)) }),
    links: () => t('summary.links', { count: countItems(siteLinks(events)) }),
    speakers: () => t('summary.speakers', { count: activity.speakers.length }),
    faq: () =>
      t('summary.faq', { count: visibleFaqItems(activity.landingBlocks?.faq?.data).length }),
    location: () =>
      [activity.location?.city, activity.location?.address]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(', '),
    partners: () => t('summary.partners', { count: activity.partners.length }),
  };

  return (
    <>
      <Banner activity={activity} />
      <Description html={activity.landingDescription} />
      <Section anchor="chapters" title={t('chaptersTitle')}>
        {chapters.length === 0 ? (
          <p className="text-lg text-muted" data-testid="site-empty">
            {t('noChapters')}
          </p>
        ) : (
          <ul className="grid gap-4 tablet:grid-cols-2 laptop:grid-cols-3">
            {chapters.map((chapter) => (
              <li key={chapter}>
                <Link
                  href={localizedPath(sitePath(activity.hash, chapter), locale)}
                  className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-accent"
                  data-testid="chapter-card"
                >
                  <span className="text-xl font-bold text-accent-text">{tTitles(chapter)}</span>
                  <span className="text-muted">{summaries[chapter]()}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
