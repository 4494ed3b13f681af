import { getTranslations } from 'next-intl/server';
import { slot } from '@/lib/i18n/server-format';
import { RECOMMENDED_BROWSERS } from '@/lib/media-test/browsers';
import type { BrowserListText } from './BrowserList';
import type { DeviceCheckText } from './DeviceCheck';
import type { SpeakerCheckText } from './SpeakerCheck';
import type { SpeedTestText } from './SpeedTest';

const DEVICE_STATUSES = ['ready', 'denied', 'missing', 'busy', 'failed'] as const;

/** The four checks' texts, each from the `mediaTest` messages, `{name}` slots left for `fill`. */
export async function mediaTestText(): Promise<{
  speedTest: SpeedTestText;
  browserList: BrowserListText;
  deviceCheck: DeviceCheckText;
  speakerCheck: SpeakerCheckText;
}> {
  const t = await getTranslations('mediaTest');
  const statuses = (device: 'camera' | 'microphone') =>
    Object.fromEntries(
      DEVICE_STATUSES.map((status) => [status, t(`${device}Status.${status}`)]),
    ) as DeviceCheckText['cameraStatus'];
  return {
    speedTest: {
      speedRun: t('speedRun'),
      speedRunAgain: t('speedRunAgain'),
      speedRunning: t('speedRunning'),
      speedResult: t('speedResult', { speed: slot('speed') }),
      speedVerdictFullHd: t('speedVerdictFullHd'),
      speedVerdictSd: t('speedVerdictSd'),
      speedVerdictTooSlow: t('speedVerdictTooSlow'),
      speedFailed: t('speedFailed'),
    },
    browserList: {
      browserYours: t('browserYours'),
      browserNames: Object.fromEntries(
        RECOMMENDED_BROWSERS.map(({ id }) => [id, t(`browserNames.${id}`)]),
      ) as BrowserListText['browserNames'],
      browserRecommended: t('browserRecommended', { browser: slot('browser') }),
      browserOther: t('browserOther', { browser: slot('browser') }),
      browserUnknown: t('browserUnknown'),
      opensInNewTab: t('opensInNewTab'),
    },
    deviceCheck: {
      devicesStart: t('devicesStart'),
      devicesStarting: t('devicesStarting'),
      devicesStop: t('devicesStop'),
      devicesRetry: t('devicesRetry'),
      camera: t('camera'),
      microphone: t('microphone'),
      cameraStatus: statuses('camera'),
      microphoneStatus: statuses('microphone'),
      cameraPreview: t('cameraPreview'),
      micLevel: t('micLevel'),
      micSpeak: t('micSpeak'),
      micHeard: t('micHeard'),
      devicesUnsupported: t('devicesUnsupported'),
      devicesInsecure: t('devicesInsecure'),
    },
    speakerCheck: {
      soundPlay: t('soundPlay'),
      soundPlaying: t('soundPlaying'),
      soundPlayAgain: t('soundPlayAgain'),
      soundDone: t('soundDone'),
      soundFailed: t('soundFailed'),
    },
  };
}
