import { getTranslations } from 'next-intl/server';
import { LocaleSwitcher } from '@/components/shell/LocaleSwitcher';
import { HEADER_LOGO_MAX_HEIGHT, Picture } from '@/components/ui/Picture';
import {
  hasLandingLogo,
  showRegisterButtonInHeader,
  showRegistrationClosedInHeader,
} from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';
import type { BrandConfig } from '@/lib/brand/brands';
import type { HeaderMenuItem } from './HeaderMenu';
import { HeaderMenuAfterLoad } from './HeaderMenuAfterLoad';
import { PLAYER_SECTION_ID } from './anchors';
import { REGISTRATION_SECTION_ID } from './RegistrationSection';

export interface LandingHeaderProps {
  activity: Activity;
  brand: BrandConfig;
  sections: HeaderMenuItem[];
  /** Public, locale-free URL of the page (`/max?hash=X`) for the locale switcher. */
  currentHref: string;
}

/** Offline events register in their registration section, others through the player. */
export function registerTargetId(activity: Activity): string {
  return activity.type === 'offline' ? REGISTRATION_SECTION_ID : PLAYER_SECTION_ID;
}

/** Fixed at the top; a spacer of its height follows, so the page starts below it. */
export async function LandingHeader({
  activity,
  brand,
  sections,
  currentHref,
}: LandingHeaderProps) {
  const [tMenu, tShell, tRegistration, tErrors] = await Promise.all([
    getTranslations('menu'),
    getTranslations('shell'),
    getTranslations('registration'),
    getTranslations('errors'),
  ]);
  const targetId = registerTargetId(activity);
  const offersRegistration = showRegisterButtonInHeader(activity);
  const logo = activity.landingLogo;

  return (
    <>
      <header className="landing-header">
        <div className="landing-header-bar">
          <div className="landing-header-logo">
            {hasLandingLogo(activity.landingLogo) ? (
              <Picture
                src={logo?.url ?? ''}
                imageSources={logo?.imageSources}
                alt={tShell('landingLogoAlt')}
                isLogo
                maxHeight={HEADER_LOGO_MAX_HEIGHT}
                loading="eager"
              />
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- static SVG brand logo
              <img
                src={activity.darkMode ? brand.logoOnDark : brand.logo}
                alt={tShell('logoAlt', { brand: brand.name })}
                width={160}
                height={40}
                className="brand-logo"
              />
            )}
          </div>
          {sections.length > 0 ? (
            // Plain anchors, no script: the root's `scroll-behavior` and `scroll-padding-top`
            // scroll, and the browser moves the keyboard's starting point to the section.
            <nav aria-label={tMenu('label')} className="hidden laptop:block">
              <ul className="flex items-center desktop:gap-1">
                {sections.map((item) => (
                  <li key={item.id}>
                    <a href={`#${item.id}`} className="header-link">
                      {item.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {offersRegistration ? (
            // Wide screens only: narrow ones have the drawer's entry.
            <a href={`#${targetId}`} className="header-register">
              {tRegistration('register')}
            </a>
          ) : showRegistrationClosedInHeader(activity) ? (
            // The button's place on a completed or archived event; phones read it in the banner.
            <span className="header-registration-closed" data-testid="header-registration-closed">
              {tErrors('registrationClosed')}
            </span>
          ) : null}
          <LocaleSwitcher currentHref={currentHref} />
          <HeaderMenuAfterLoad
            text={{
              label: tMenu('label'),
              title: tMenu('title'),
              open: tMenu('open'),
              close: tMenu('close'),
              register: tMenu('register'),
            }}
            items={sections}
            registerTargetId={offersRegistration ? targetId : undefined}
          />
        </div>
      </header>
      <div aria-hidden="true" className="h-header shrink-0" />
    </>
  );
}
