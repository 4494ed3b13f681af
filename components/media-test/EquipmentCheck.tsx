import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** The five mainstream browsers the spec recommends; names are brands, the same in every locale. */
export const RECOMMENDED_BROWSERS = [
  { name: 'Google Chrome', url: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', url: 'https://www.mozilla.org/firefox/' },
  { name: 'Safari', url: 'https://www.apple.com/safari/' },
  { name: 'Microsoft Edge', url: 'https://www.microsoft.com/edge' },
  { name: 'Яндекс Браузер', url: 'https://browser.yandex.ru/' },
] as const;

/** Stream speed advice and recommended browsers (spec "Test page" and section 9). */
export async function EquipmentCheck({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'testPage' });
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 tablet:px-8">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('lead')}</p>

      <section
        aria-labelledby="speed-title"
        className="mt-10 rounded-xl border border-line bg-surface p-6"
      >
        <h2 id="speed-title" className="text-xl font-bold">
          {t('speedTitle')}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5">
          <li>{t('speedSd')}</li>
          <li>{t('speedFullHd')}</li>
        </ul>
      </section>

      <section
        aria-labelledby="browsers-title"
        className="mt-6 rounded-xl border border-line bg-surface p-6"
      >
        <h2 id="browsers-title" className="text-xl font-bold">
          {t('browsersTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('browsersLead')}</p>
        <ul className="mt-4 grid gap-2 mobile:grid-cols-2">
          {RECOMMENDED_BROWSERS.map((browser) => (
            <li key={browser.name}>
              <a
                href={browser.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-bold text-accent-text underline"
              >
                {browser.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
