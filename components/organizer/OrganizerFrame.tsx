import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EventLogo } from '@/components/landing/EventLogo';
import { EventThemeRoot, eventThemeName } from '@/components/platform/EventThemeRoot';
import { LocaleSwitcher } from '@/components/shell/LocaleSwitcher';
import { LocaleSwitcherCarryingQuery } from '@/components/shell/LocaleSwitcherCarryingQuery';
import { hasLandingLogo } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';
import { getBrand } from '@/lib/brand';

const WIDTH_CLASS = { narrow: 'max-w-3xl', medium: 'max-w-5xl', wide: 'max-w-player' } as const;

// The event's theme and logo where the query names one (decision 1206). Without `currentHref`
// the switcher links the request's own path and query, so a personal query stays out of the props.
export async function OrganizerFrame({
  currentHref,
  event,
  width = 'narrow',
  bigScreen = false,
  children,
}: {
  currentHref?: string;
  event?: Pick<Activity, 'theme' | 'darkMode' | 'landingLogo'>;
  width?: keyof typeof WIDTH_CLASS;
  /** A page shown on a projector: the page scales with the screen's width (app/globals.css). */
  bigScreen?: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations('shell');
  const brand = getBrand();
  return (
    <EventThemeRoot
      activity={{ darkMode: event?.darkMode ?? false }}
      theme={eventThemeName({ theme: event?.theme }, brand)}
    >
      <header
        className={`mx-auto flex h-header w-full items-center justify-between gap-4 px-4 tablet:px-8 ${WIDTH_CLASS[width]}`}
      >
        <div className="flex min-w-0 items-center">
          {event?.landingLogo && hasLandingLogo(event.landingLogo) ? (
            <EventLogo logo={event.landingLogo} alt={t('landingLogoAlt')} inHeader />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- static SVG product logo
            <img
              src={event?.darkMode ? brand.logoOnDark : brand.logo}
              alt={t('logoAlt', { brand: brand.name })}
              width={160}
              height={40}
              className="brand-logo"
            />
          )}
        </div>
        {currentHref ? (
          <LocaleSwitcher currentHref={currentHref} />
        ) : (
          <LocaleSwitcherCarryingQuery />
        )}
      </header>
      <main
        id="main"
        data-big-screen={bigScreen || undefined}
        className={`mx-auto flex w-full flex-1 flex-col px-4 pt-4 pb-12 tablet:px-8 ${WIDTH_CLASS[width]}`}
      >
        {children}
      </main>
    </EventThemeRoot>
  );
}
