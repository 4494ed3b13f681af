import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider, hasLocale } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { ChunkErrorNotice } from '@/components/ui/ChunkErrorNotice';
import { NotificationsProvider } from '@/components/ui/notifications';
import { pickClientMessages } from '@/i18n/client-messages';
import { routing } from '@/i18n/routing';
import { getBrand } from '@/lib/brand';
import { interCyrillic, interLatin } from '@/lib/fonts';
import { themeCssVariables } from '@/lib/theme/themes';
import { getConfig } from '@/lib/config';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export function generateMetadata(): Metadata {
  return { metadataBase: new URL(getConfig().SITE_URL) };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

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

  const messages = await getMessages();
  const clientMessages = pickClientMessages(messages);
  const brand = getBrand();

  return (
    <html
      lang={locale}
      className={`${interLatin.variable} ${interCyrillic.variable}`}
      style={themeCssVariables({ theme: brand.theme, darkMode: false }) as CSSProperties}
    >
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <NotificationsProvider>{children}</NotificationsProvider>
          {/* Every page: a failed chunk of the app is announced with a reload, never a dead page. */}
          <ChunkErrorNotice />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
