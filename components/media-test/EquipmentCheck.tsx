import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/i18n/current-locale';
import { BrowserList } from './BrowserList';
import { DeviceCheck } from './DeviceCheck';
import { SpeakerCheck } from './SpeakerCheck';
import { SpeedTest } from './SpeedTest';
import { mediaTestText } from './text';

const SECTION_CLASS = 'mt-6 rounded-xl border border-line bg-surface p-6';

// Each check is its own small client island, given the texts it shows.
export async function EquipmentCheck() {
  const [t, tm, text, locale] = await Promise.all([
    getTranslations('testPage'),
    getTranslations('mediaTest'),
    mediaTestText(),
    currentLocale(),
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
        <SpeedTest text={text.speedTest} locale={locale} />
      </section>

      <section aria-labelledby="browsers-title" className={SECTION_CLASS}>
        <h2 id="browsers-title" className="text-xl font-bold">
          {t('browsersTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('browsersLead')}</p>
        <BrowserList text={text.browserList} />
      </section>

      <section aria-labelledby="devices-title" className={SECTION_CLASS}>
        <h2 id="devices-title" className="text-xl font-bold">
          {tm('devicesTitle')}
        </h2>
        <p className="mt-2 text-muted">{tm('devicesLead')}</p>
        <DeviceCheck text={text.deviceCheck} />
      </section>

      <section aria-labelledby="sound-title" className={SECTION_CLASS}>
        <h2 id="sound-title" className="text-xl font-bold">
          {tm('soundTitle')}
        </h2>
        <p className="mt-2 text-muted">{tm('soundLead')}</p>
        <SpeakerCheck text={text.speakerCheck} />
      </section>
    </main>
  );
}
