import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { islandMessages } from '@/i18n/client-messages';
import { BrowserList } from './BrowserList';
import { DeviceCheck } from './DeviceCheck';
import { SpeakerCheck } from './SpeakerCheck';
import { SpeedTest } from './SpeedTest';

const SECTION_CLASS = 'mt-6 rounded-xl border border-line bg-surface p-6';

// Each check is its own small client island, given the messages it reads.
export async function EquipmentCheck() {
  const [t, tm, speedTest, browserList, deviceCheck, speakerCheck] = await Promise.all([
    getTranslations('testPage'),
    getTranslations('mediaTest'),
    islandMessages('speedTest'),
    islandMessages('browserList'),
    islandMessages('deviceCheck'),
    islandMessages('speakerCheck'),
  ]);

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
        <p className="mt-4 text-muted">{tm('speedLead')}</p>
        <NextIntlClientProvider messages={speedTest}>
          <SpeedTest />
        </NextIntlClientProvider>
      </section>

      <section aria-labelledby="browsers-title" className={SECTION_CLASS}>
        <h2 id="browsers-title" className="text-xl font-bold">
          {t('browsersTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('browsersLead')}</p>
        <NextIntlClientProvider messages={browserList}>
          <BrowserList />
        </NextIntlClientProvider>
      </section>

      <section aria-labelledby="devices-title" className={SECTION_CLASS}>
        <h2 id="devices-title" className="text-xl font-bold">
          {tm('devicesTitle')}
        </h2>
        <p className="mt-2 text-muted">{tm('devicesLead')}</p>
        <NextIntlClientProvider messages={deviceCheck}>
          <DeviceCheck />
        </NextIntlClientProvider>
      </section>

      <section aria-labelledby="sound-title" className={SECTION_CLASS}>
        <h2 id="sound-title" className="text-xl font-bold">
          {tm('soundTitle')}
        </h2>
        <p className="mt-2 text-muted">{tm('soundLead')}</p>
        <NextIntlClientProvider messages={speakerCheck}>
          <SpeakerCheck />
        </NextIntlClientProvider>
      </section>
    </main>
  );
}
