import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { DeviceStatus } from '@/lib/media-test/devices';
import { BrowserList } from './BrowserList';
import { DeviceCheck } from './DeviceCheck';
import { SpeakerCheck } from './SpeakerCheck';
import { SpeedTest } from './SpeedTest';

const SECTION_CLASS = 'mt-6 rounded-xl border border-line bg-surface p-6';
const DEVICE_STATUSES: readonly DeviceStatus[] = ['ready', 'denied', 'missing', 'busy', 'failed'];

/**
 * The test page (spec "Test page" and section 9): speed advice with a real measurement, the
 * recommended browsers with the visitor's own recognised, and camera, microphone and speaker
 * checks. The server translates; each check is its own small client island.
 */
export async function EquipmentCheck({ locale }: { locale: Locale }) {
  const [t, tm] = await Promise.all([
    getTranslations({ locale, namespace: 'testPage' }),
    getTranslations({ locale, namespace: 'mediaTest' }),
  ]);
  const statusTexts = (device: 'camera' | 'microphone') =>
    Object.fromEntries(
      DEVICE_STATUSES.map((status) => [status, tm(`${device}Status.${status}`)]),
    ) as Record<DeviceStatus, string>;

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
        <SpeedTest
          locale={locale}
          text={{
            run: tm('speedRun'),
            runAgain: tm('speedRunAgain'),
            running: tm('speedRunning'),
            result: tm.raw('speedResult') as string,
            verdict: {
              'full-hd': tm('speedVerdictFullHd'),
              sd: tm('speedVerdictSd'),
              'too-slow': tm('speedVerdictTooSlow'),
            },
            failed: tm('speedFailed'),
          }}
        />
      </section>

      <section aria-labelledby="browsers-title" className={SECTION_CLASS}>
        <h2 id="browsers-title" className="text-xl font-bold">
          {t('browsersTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('browsersLead')}</p>
        <BrowserList
          text={{
            yours: tm('browserYours'),
            recommended: tm.raw('browserRecommended') as string,
            other: tm.raw('browserOther') as string,
            unknown: tm('browserUnknown'),
            opensInNewTab: tm('opensInNewTab'),
          }}
        />
      </section>

      <section aria-labelledby="devices-title" className={SECTION_CLASS}>
        <h2 id="devices-title" className="text-xl font-bold">
          {tm('devicesTitle')}
        </h2>
        <p className="mt-2 text-muted">{tm('devicesLead')}</p>
        <DeviceCheck
          text={{
            start: tm('devicesStart'),
            starting: tm('devicesStarting'),
            stop: tm('devicesStop'),
            retry: tm('devicesRetry'),
            labels: { camera: tm('camera'), microphone: tm('microphone') },
            status: { camera: statusTexts('camera'), microphone: statusTexts('microphone') },
            preview: tm('cameraPreview'),
            level: tm('micLevel'),
            speak: tm('micSpeak'),
            heard: tm('micHeard'),
            unsupported: tm('devicesUnsupported'),
            insecure: tm('devicesInsecure'),
          }}
        />
      </section>

      <section aria-labelledby="sound-title" className={SECTION_CLASS}>
        <h2 id="sound-title" className="text-xl font-bold">
          {tm('soundTitle')}
        </h2>
        <p className="mt-2 text-muted">{tm('soundLead')}</p>
        <SpeakerCheck
          text={{
            play: tm('soundPlay'),
            playing: tm('soundPlaying'),
            playAgain: tm('soundPlayAgain'),
            done: tm('soundDone'),
            failed: tm('soundFailed'),
          }}
        />
      </section>
    </main>
  );
}
