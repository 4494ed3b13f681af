import { getTranslations } from 'next-intl/server';
import { EventLogo } from '@/components/landing/EventLogo';
import type { Activity } from '@/lib/api/schemas';
import type { ReactNode } from 'react';
import type { BrandConfig } from '@/lib/brand/brands';

type Props = {
  brand: BrandConfig;
  /** A slot, so each page ships only its own switcher. */
  switcher: ReactNode;
} & ({ variant: 'product' } | { variant: 'landing-logo'; activity: Activity });

export async function SiteHeader(props: Props) {
  const t = await getTranslations('shell');

  return (
    <header className="site-header">
      <div className="site-header-bar">
        <div aria-hidden="true" />
        <div className="flex min-w-0 justify-center">
          {props.variant === 'product' ? (
            // eslint-disable-next-line @next/next/no-img-element -- static SVG product logo
            <img
              src={props.brand.logo}
              alt={t('logoAlt', { brand: props.brand.name })}
              width={160}
              height={40}
              className="brand-logo"
            />
          ) : (
            <EventLogo logo={props.activity.landingLogo} alt={t('landingLogoAlt')} inHeader />
          )}
        </div>
        <div className="justify-self-end">{props.switcher}</div>
      </div>
    </header>
  );
}
