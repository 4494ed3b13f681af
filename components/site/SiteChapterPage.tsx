import { getTranslations } from 'next-intl/server';
import { Faq } from '@/components/landing/Faq';
import { Location } from '@/components/landing/Location';
import { Partners } from '@/components/landing/Partners';
import { Speakers } from '@/components/landing/Speakers';
import { Schedule } from '@/components/schedule/Schedule';
import type { Locale } from '@/i18n/routing';
import type { SanitizedActivity, SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import { landingPageUrl } from '@/lib/seo/landing-metadata';
import { siteLinks, siteMaterials, sitePath, type SiteChapter } from '@/lib/site/chapters';
import { SiteLinkList } from './SiteLinkList';

/**
 * One chapter of the event site, built from the landing's own blocks (schedule, speakers, FAQ,
 * location, partners) so the site and the landing never drift apart; materials and links are
 * lists the landing shows only inside schedule cards.
 */
export async function SiteChapterPage({
  chapter,
  activity,
  events,
  locale,
}: {
  chapter: SiteChapter;
  activity: SanitizedActivity;
  events: SanitizedScheduleEvent[];
  locale: Locale;
}) {
  switch (chapter) {
    case 'program':
      return (
        <Schedule
          activity={activity}
          events={events}
          locale={locale}
          pageUrl={landingPageUrl(sitePath(activity.hash, 'program'), locale)}
        />
      );
    case 'speakers':
      return <Speakers activity={activity} locale={locale} />;
    case 'faq':
      return <Faq activity={activity} locale={locale} />;
    case 'location':
      return <Location activity={activity} locale={locale} />;
    case 'partners':
      return <Partners activity={activity} locale={locale} />;
    case 'materials':
    case 'links': {
      const [t, tTitles, tLanding] = await Promise.all([
        getTranslations({ locale, namespace: 'site' }),
        getTranslations({ locale, namespace: 'titles' }),
        getTranslations({ locale, namespace: 'landing' }),
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
