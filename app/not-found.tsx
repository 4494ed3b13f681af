import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { routing } from '@/i18n/routing';
import { getBrand } from '@/lib/brand';
import './globals.css';

/** Paths outside the locale segment (rare) have no locale: the default-locale text, no switch. */
export default async function RootNotFound() {
  const t = await getTranslations({ locale: routing.defaultLocale });
  const { logo, name } = getBrand();
  return (
    <html lang={routing.defaultLocale}>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <NotFoundView kind="page" t={(key) => t(key)} logo={{ src: logo, alt: name }} />
      </body>
    </html>
  );
}
