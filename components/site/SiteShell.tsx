import Link from 'next/link';
import type { CSSProperties, ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Footer } from '@/components/shell/Footer';
import { LocaleSwitcher } from '@/components/shell/LocaleSwitcher';
import type { Activity } from '@/lib/api/schemas';
import { getBrand } from '@/lib/brand';
import { formatStartPill } from '@/lib/datetime/format';
import { localizedPath } from '@/lib/seo/urls';
import { sitePath, type SiteChapter } from '@/lib/site/chapters';
import { themeCssVariables } from '@/lib/theme/themes';

export interface SiteShellProps {
  activity: Activity;
  chapters: SiteChapter[];
  current: SiteChapter | 'index';
  /** Chapter pages show the event name as their `<h1>` here; the index uses the landing banner. */
  masthead: boolean;
  children: ReactNode;
}

const NAV_LINK_CLASS =
  'block rounded-full px-4 py-2 font-bold whitespace-nowrap text-ink hover:bg-surface aria-[current=page]:bg-accent aria-[current=page]:text-accent-contrast';

const CHEVRON = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="ml-auto size-5 shrink-0 fill-none stroke-current stroke-2 transition-transform group-open:rotate-180"
  >
    <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

// Below `laptop` the chapters are a disclosure naming the current one (decision 1214): a row of
// eight tabs does not fit a phone.
export async function SiteShell({
  activity,
  chapters,
  current,
  masthead,
  children,
}: SiteShellProps) {
  const [locale, t, tTitles] = await Promise.all([
    getLocale(),
    getTranslations('site'),
    getTranslations('titles'),
  ]);
  const brand = getBrand();
  const theme = activity.theme ?? brand.theme;
  const href = (chapter?: SiteChapter) => localizedPath(sitePath(activity.hash, chapter), locale);
  const entries: { key: SiteChapter | 'index'; label: string; href: string }[] = [
    { key: 'index', label: t('overview'), href: href() },
    ...chapters.map((chapter) => ({ key: chapter, label: tTitles(chapter), href: href(chapter) })),
  ];
  const currentEntry = entries.find((entry) => entry.key === current);
  const links = entries.map((entry) => (
    <li key={entry.key}>
      <Link
        href={entry.href}
        aria-current={entry.key === current ? 'page' : undefined}
        className={NAV_LINK_CLASS}
      >
        {entry.label}
      </Link>
    </li>
  ));

  return (
    <div
      className={`flex min-h-screen flex-col bg-page text-ink ${activity.darkMode ? '[color-scheme:dark]' : ''}`}
      style={themeCssVariables({ theme, darkMode: activity.darkMode }) as CSSProperties}
      data-theme={theme}
      data-dark={activity.darkMode ? 'true' : undefined}
    >
      <header className="border-b border-line bg-page">
        <div className="mx-auto flex max-w-banner items-center justify-between gap-4 px-4 py-3 tablet:px-8">
          <Link href={href()} className="min-w-0 font-bold wrap-anywhere text-accent-text">
            {t('siteOf', { event: activity.name })}
          </Link>
          {/* The title wraps; the switcher keeps its width. */}
          <div className="shrink-0">
            <LocaleSwitcher
              currentHref={sitePath(activity.hash, current === 'index' ? undefined : current)}
            />
          </div>
        </div>
        <nav aria-label={t('navLabel')} className="mx-auto max-w-banner px-4 pb-3 tablet:px-8">
          <details className="group rounded-2xl border border-line laptop:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 [&::-webkit-details-marker]:hidden">
              <span className="text-muted">{t('chapterMenu')}</span>
              <span className="font-bold">{currentEntry?.label}</span>
              {CHEVRON}
            </summary>
            <ul className="flex flex-col gap-1 px-2 pb-2">{links}</ul>
          </details>
          <ul className="-mx-4 hidden flex-wrap gap-1 laptop:flex">{links}</ul>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {masthead ? (
          // Same box as the landing's sections below, so the edges line up.
          <div className="px-4 pt-10 tablet:px-8 laptop:pt-14">
            <div className="mx-auto w-full max-w-player">
              <h1 className="text-3xl leading-tight font-bold wrap-anywhere tablet:text-4xl">
                {activity.name}
              </h1>
              <p className="mt-2 text-muted">{formatStartPill(activity, locale)}</p>
            </div>
          </div>
        ) : null}
        {children}
      </main>
      <Footer activity={activity} brand={brand} showPaymentLogos />
    </div>
  );
}
