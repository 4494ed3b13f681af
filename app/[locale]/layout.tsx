import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { LocaleChoiceScript } from '@/components/shell/LocaleChoiceScript';
import { ChunkErrorNotice } from '@/components/ui/ChunkErrorNotice';
import { BoundaryTextProvider } from '@/components/ui/boundary-text';
import { layoutText } from '@/components/ui/layout-text';
import { NotificationsProvider } from '@/components/ui/notifications';
import { routing } from '@/i18n/routing';
import { getBrand } from '@/lib/brand';
import { THEME_ACCENTS, themeCssVariables } from '@/lib/theme/themes';
import { getConfig } from '@/lib/config';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** What every page's head shares: the base of its absolute URLs and the brand's icons. */
export function generateMetadata(): Metadata {
  const { icons } = getBrand();
  return {
    metadataBase: new URL(getConfig().SITE_URL),
    icons: { icon: [{ url: icons.svg, type: 'image/svg+xml' }], apple: icons.apple },
    manifest: '/manifest.webmanifest',
  };
}

export function generateViewport(): Viewport {
  return {
    width: 'device-width',
    initialScale: 1,
    themeColor: THEME_ACCENTS[getBrand().theme],
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  // Plain strings: no translation runtime in the first load (decision 0714).
  const text = await layoutText(locale);
  const brand = getBrand();

  return (
    <html
      lang={locale}
      style={themeCssVariables({ theme: brand.theme, darkMode: false }) as CSSProperties}
    >
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <BoundaryTextProvider text={text.boundary}>
          <NotificationsProvider text={text.notices}>{children}</NotificationsProvider>
        </BoundaryTextProvider>
        {/* Every page: a failed chunk of the app is announced with a reload, never a dead page. */}
        <ChunkErrorNotice text={text.chunkError} />
        {/* Last in the body: no script runs before the banner's heading is parsed, so the first
            contentful frame has it. A link followed before the bundle has run still stores. */}
        <LocaleChoiceScript />
      </body>
    </html>
  );
}
