import { getLocale, getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import type { Messages } from './messages';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from './routing';

/** Every namespace and message of the catalogue by its dotted path: 'polls', 'polls.votes', …. */
type PathOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : K | `${K}.${PathOf<T[K]>}`;
}[keyof T & string];
export type MessagePath = PathOf<Messages>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type PickedMessages = DeepPartial<Messages>;

const LAYOUT_TEXT = [
  'notices.close',
  'notices.region',
  'errors.UNEXPECTED',
  'errors.chunkLoadFailed',
  'errors.reload',
  'errors.retry',
  'errorPage.title',
  'errors.WRONG_ACTIVITY_ID',
  'errors.ACTIVITY_NOT_FOUND',
  'notFound.title',
  'notFound.text',
  'notFound.code',
  'notFound.back',
  'shell.locale',
  'shell.localeNames.ru',
  'shell.localeNames.en',
] as const satisfies readonly MessagePath[];

const REGISTRATION_WIDGET_TEXT = [
  'registration.loading',
  'registration.failed',
  'registration.retry',
] as const satisfies readonly MessagePath[];

// Plain strings for the first load's client components, so it carries no translation runtime
// (decision 0714, docs/architecture.md).
export const FIRST_LOAD_TEXT = {
  /** Every page's: notices, the failed-chunk notice, the error boundary, the not-found texts. */
  layout: LAYOUT_TEXT,
  schedule: [
    'schedule.timeZone',
    'schedule.platformTime',
    'schedule.visitorTime',
    'schedule.now',
    'schedule.downloadSchedule',
    'schedule.addToCalendar',
    'schedule.googleCalendar',
    'schedule.subscribe',
    'schedule.copyFeed',
    'schedule.feedCopied',
    'schedule.feedCopyFailed',
    'schedule.googleSubscribe',
    'schedule.newTab',
    'schedule.empty',
    'schedule.exportTitle',
    'schedule.exportDate',
    'schedule.exportFormat',
    'schedule.exportPlace',
    'schedule.loadFailed',
    'titles.program',
    'titles.speakers',
    'titles.materials',
    'titles.links',
    'activity.type.online',
    'activity.type.offline',
    'activity.type.hybrid',
  ],
  localeSwitcher: ['shell.locale', 'shell.localeNames.ru', 'shell.localeNames.en'],
  player: ['player.title', 'player.loading', 'player.failed', 'player.retry'],
  eventWidget: [
    'player.eventWidgetTitle',
    'player.eventWidgetLoading',
    'errors.scriptLoadFailed',
    'errors.retry',
  ],
  registrationWidget: REGISTRATION_WIDGET_TEXT,
  registrationDialog: [
    'registration.register',
    'registration.dialogTitle',
    'registration.close',
    'registration.checking',
    'errors.registrationClosed',
    'errors.eventOver',
    ...REGISTRATION_WIDGET_TEXT,
  ],
} as const satisfies Record<string, readonly MessagePath[]>;

export type TextGroup = keyof typeof FIRST_LOAD_TEXT;
export type TextKey = (typeof FIRST_LOAD_TEXT)[TextGroup][number];
export type Texts = Partial<Record<TextKey, string>>;

export async function firstLoadText(group: TextGroup): Promise<Texts> {
  const t = await getTranslations();
  return Object.fromEntries(FIRST_LOAD_TEXT[group].map((key) => [key, t(key)]));
}

// What each island reads with `useTranslations` (docs/architecture.md). A nested provider replaces
// the layout's messages, so an island lists the layout's namespaces it reads too.
export const ISLAND_MESSAGES = {
  speakers: ['speakers'],
  partners: ['partners.pause', 'partners.play'],
  headerMenu: ['menu.label', 'menu.title', 'menu.open', 'menu.close', 'menu.register'],
  /** From the other locale's catalogue: the hint speaks the language it offers. */
  languageHint: ['shell.languageHint'],
  pngDownload: ['formQr.downloadPng', 'formQr.pngPreparing', 'formQr.pngFailed'],
  copyFormLink: ['formQr.copyLink', 'notices.copied', 'errors.copyFailed'],
  streamCard: [
    'streamKeys.reveal',
    'streamKeys.copy',
    'streamKeys.rtmp',
    'streamKeys.srt',
    'streamKeys.noSrt',
    'streamKeys.fields',
    'titles.streamKeysMain',
    'titles.streamKeysBackup',
    'notices.copied',
    'errors.copyFailed',
  ],
  questions: ['questions', 'errors'],
  polls: ['polls', 'errors'],
  rating: ['rating', 'errors'],
  subscription: [
    'subscriptions',
    'titles.emailSubscribe',
    'titles.emailUnsubscribe',
    'titles.emailChangeSettings',
    'notices',
    'errors',
  ],
  randomizer: [
    'randomizer.count',
    'randomizer.countHint',
    'randomizer.draw',
    'randomizer.redraw',
    'randomizer.drawing',
    'randomizer.winnersTitle',
    'randomizer.announcement',
  ],
  speedTest: [
    'mediaTest.speedRun',
    'mediaTest.speedRunAgain',
    'mediaTest.speedRunning',
    'mediaTest.speedResult',
    'mediaTest.speedVerdictFullHd',
    'mediaTest.speedVerdictSd',
    'mediaTest.speedVerdictTooSlow',
    'mediaTest.speedFailed',
  ],
  browserList: [
    'mediaTest.browserYours',
    'mediaTest.browserNames',
    'mediaTest.browserRecommended',
    'mediaTest.browserOther',
    'mediaTest.browserUnknown',
    'mediaTest.opensInNewTab',
  ],
  deviceCheck: [
    'mediaTest.devicesStart',
    'mediaTest.devicesStarting',
    'mediaTest.devicesStop',
    'mediaTest.devicesRetry',
    'mediaTest.camera',
    'mediaTest.microphone',
    'mediaTest.cameraStatus',
    'mediaTest.microphoneStatus',
    'mediaTest.cameraPreview',
    'mediaTest.micLevel',
    'mediaTest.micSpeak',
    'mediaTest.micHeard',
    'mediaTest.devicesUnsupported',
    'mediaTest.devicesInsecure',
  ],
  speakerCheck: [
    'mediaTest.soundPlay',
    'mediaTest.soundPlaying',
    'mediaTest.soundPlayAgain',
    'mediaTest.soundDone',
    'mediaTest.soundFailed',
  ],
} as const satisfies Record<string, readonly MessagePath[]>;

export type Island = keyof typeof ISLAND_MESSAGES;

type Tree = { [key: string]: unknown };

/** Throws for a path the catalogue lacks, so a renamed key fails where the island is rendered. */
export function pickMessages(messages: Messages, paths: readonly MessagePath[]): PickedMessages {
  const picked: Tree = {};
  for (const path of paths) {
    const keys = path.split('.');
    const value = keys.reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Tree)[key] : undefined),
      messages,
    );
    if (value === undefined) throw new Error(`No message at ${path}`);
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      // A copy, never the catalogue's own object: a later path may add to it.
      target[key] = { ...(target[key] as Tree | undefined) };
      target = target[key] as Tree;
    }
    target[keys.at(-1)!] = value;
  }
  return picked as PickedMessages;
}

/** Another `locale` only for an island in that language (the hint), whose provider names it too. */
export async function islandMessages(island: Island, locale?: Locale): Promise<PickedMessages> {
  return pickMessages(await getMessages(locale ? { locale } : undefined), ISLAND_MESSAGES[island]);
}

/** An island's locale and messages, for an island that loads after the page (`withIntl`). */
export interface IslandIntl {
  locale: Locale;
  messages: PickedMessages;
  /** The request's time zone, as a server-rendered provider would pass it. */
  timeZone?: string;
}

/** For an island whose lazily loaded module wraps itself in the provider (`withIntl`). */
export async function islandIntl(island: Island, locale?: Locale): Promise<IslandIntl> {
  const requested = locale ?? (await getLocale());
  const resolved = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [messages, timeZone] = await Promise.all([islandMessages(island, resolved), getTimeZone()]);
  return { locale: resolved, messages, timeZone };
}
