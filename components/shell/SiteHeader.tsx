import { getTranslations } from 'next-intl/server';
import { Picture } from '@/components/ui/Picture';
import type { Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import type { BrandConfig } from '@/lib/brand/brands';
import { LocaleSwitcher } from './LocaleSwitcher';

type Props = {
  brand: BrandConfig;
  locale: Locale;
  /** The page's public URL without locale prefix, for the locale switcher (see LocaleSwitcher). */
  currentHref?: string;
} & ({ variant: 'product' } | { variant: 'landing-logo'; activity: Activity });

/**
 * The header of the minimal landing (the event's landing logo) and the test page (the product
 * logo, centred). Other pages have no site header (spec "App shell").
 */
export async function SiteHeader(props: Props) {
  const t = await getTranslations({ locale: props.locale, namespace: 'shell' });
  const logo = props.variant === 'landing-logo' ? props.activity.landingLogo : undefined;

  return (
    <header className="border-b border-line bg-page">
      <div className="relative mx-auto flex min-h-header max-w-banner items-center justify-center px-4 tablet:px-8">
        {props.variant === 'product' ? (
          // eslint-disable-next-line @next/next/no-img-element -- static SVG product logo
          <img
            src={props.brand.logo}
            alt={t('logoAlt', { brand: props.brand.name })}
            width={160}
            height={40}
            className="h-10 w-auto"
          />
        ) : logo?.url ? (
          <Picture
            src={logo.url}
            alt={t('landingLogoAlt')}
            imageSources={logo.imageSources}
            isLogo
          />
        ) : null}
        <div className="absolute top-1/2 right-4 -translate-y-1/2 tablet:right-8">
          <LocaleSwitcher locale={props.locale} />
        </div>
      </div>
    </header>
  );
}
