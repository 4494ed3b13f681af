import { getLocale, getTranslations } from 'next-intl/server';
import { Faq } from '@/components/landing/Faq';
import { Location } from '@/components/landing/Location';
import { Partners } from '@/components/landing/Partners';
import { Speakers } from '@/components/landing/Speakers';
import { Schedule } from '@/components/schedule/Schedule';
import { EarlyTaps } from '@/components/ui/EarlyTaps';
import type { SanitizedActivity, SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import { landingPageUrl } from '@/lib/seo/landing-metadata';
import { siteLinks, siteMaterials, sitePath, type SiteChapter } from '@/lib/site/chapters';
import { SiteLinkList } from './SiteLinkList';

// Built from the landing's own blocks, so the site and the landing never drift apart.
export async function SiteChapterPage({
  chapter,
  activity,
  events,
}: {
  chapter: SiteChapter;
  activity: SanitizedActivity;
  events: SanitizedScheduleEvent[];
}) {
  switch (chapter) {
    case 'program':
      return (
        <>
          {/* Before the cards: a toggle pressed before the island hydrates is not lost. */}
          <EarlyTaps />
          <Schedule
            activity={activity}
            events={events}
            pageUrl={landingPageUrl(sitePath(activity.hash, 'program'), await getLocale())}
          />
        </>
      );
    case 'speakers':
      return <Speakers activity={activity} />;
    case 'faq':
      return <Faq activity={activity} />;
    case 'location':
      return <Location activity={activity} />;
    case 'partners':
      return <Partners activity={activity} />;
    case 'materials':
    case 'links': {
      const [t, tTitles, tLanding] = await Promise.all([
        getTranslations('site'),
        getTranslations('titles'),
        getTranslations('landing'),
      ]);
      const groups =
        chapter === 'materials'
          ? siteMaterials(activity, events, {
              mainSchedule: t('mainSchedule'),
              material: (index) => t('materialFallback', { index }),
            })
          : siteLinks(events);
      return (
        <SiteLinkList
          anchor={chapter}
          title={tTitles(chapter)}
          groups={groups}
          generalTitle={t('generalMaterials')}
          newTabText={tLanding('opensInNewTab')}
        />
      );
    }
  }
}
