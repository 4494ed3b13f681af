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
/** Part of the catalogue, as a `NextIntlClientProvider` takes it. */
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

/**
 * The texts of the client components in a page's first load, resolved on the server
 * (`firstLoadText`) and read with `useText` (components/ui/text.tsx): plain strings, none with
 * arguments, so the first load carries no translation runtime (decision 0714).
 */
export const FIRST_LOAD_TEXT = {
  /**
   * The locale layout's, for every page: the notices' region and close button
   * (NotificationsProvider, NoticeList), the failed-chunk notice (ChunkErrorNotice), the error
   * boundary (app/[locale]/error.tsx: unexpected, chunk, retry, its title) and the not-found
   * texts (NotFound).
   */
  layout: LAYOUT_TEXT,
  /**
   * components/schedule: ScheduleIsland (the selector, the downloads, the downloadable
   * programme's labels), its ScheduleCards (the badge, the lists' titles) and SchedulePending
   * (the block's default title and empty text, for a programme published while the page is open).
   */
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
  /** components/shell/LocaleSwitcherClient: `/test`'s switcher, which carries the query. */
  localeSwitcher: ['shell.locale', 'shell.localeNames.ru', 'shell.localeNames.en'],
  /** components/player/PlayerEmbed and LandingPlayer: the frame's title and its states. */
  player: ['player.title', 'player.loading', 'player.failed', 'player.retry'],
  /** components/player/EventWidgetEmbed. */
  eventWidget: [
    'player.eventWidgetTitle',
    'player.eventWidgetLoading',
    'errors.scriptLoadFailed',
    'errors.retry',
  ],
  /** components/registration/RegistrationWidget. */
  registrationWidget: REGISTRATION_WIDGET_TEXT,
  /** components/landing/RegistrationDialog, with the registration widget it opens. */
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

/** A group of FIRST_LOAD_TEXT in the request locale (`setRequestLocale`), as plain strings. */
export async function firstLoadText(group: TextGroup): Promise<Texts> {
  const t = await getTranslations();
  return Object.fromEntries(FIRST_LOAD_TEXT[group].map((key) => [key, t(key)]));
}

/**
 * The messages each client island reads with `useTranslations`: the server component that
 * renders an island wraps it in a `NextIntlClientProvider` with exactly these
 * (`islandMessages`), so the browser gets what the island shows, never the whole catalogue, and
 * islands take no translated text as props (data such as the event's own block titles aside). A
 * nested provider replaces the layout's messages, so an island lists the layout's namespaces it
 * reads too (a CopyButton's notices, for one). The islands' tests render them with nothing else.
 */
export const ISLAND_MESSAGES = {
  /** components/landing/SpeakersSlider: its arrows' and bullets' labels. */
  speakers: ['speakers'],
  /** components/landing/PartnersSlider: its pause button. */
  partners: ['partners.pause', 'partners.play'],
  /** components/landing/HeaderMenu and the HeaderDrawer it loads. */
  headerMenu: ['menu.label', 'menu.title', 'menu.open', 'menu.close', 'menu.register'],
  /**
   * components/shell/LanguageHint, from the other locale's catalogue: the hint speaks the
   * language it offers (`islandMessages('languageHint', target)`).
   */
  languageHint: ['shell.languageHint'],
  /** components/form-qr/PngDownloadButton. */
  pngDownload: ['formQr.downloadPng', 'formQr.pngPreparing', 'formQr.pngFailed'],
  /** components/form-qr/CopyFormLink, with its CopyButton's notices. */
  copyFormLink: ['formQr.copyLink', 'notices.copied', 'errors.copyFailed'],
  /** components/stream-keys/StreamCard, with its CopyButtons' notices. */
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
  /** components/questions/QuestionsBoard; a failed refresh shows the error catalogue's text. */
  questions: ['questions', 'errors'],
  /** components/polls/PollBoard. */
  polls: ['polls', 'errors'],
  /** components/rating/RatingBoard. */
  rating: ['rating', 'errors'],
  /** components/subscriptions/SubscriptionManager: its titles, notices and failures. */
  subscription: [
    'subscriptions',
    'titles.emailSubscribe',
    'titles.emailUnsubscribe',
    'titles.emailChangeSettings',
    'notices',
    'errors',
  ],
  /** components/randomizer/Randomizer. */
  randomizer: [
    'randomizer.count',
    'randomizer.countHint',
    'randomizer.draw',
    'randomizer.redraw',
    'randomizer.drawing',
    'randomizer.winnersTitle',
    'randomizer.announcement',
  ],
  /** components/media-test: the equipment check's four islands. */
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

/**
 * The namespaces and messages at `paths`, in the catalogue's shape; `messages` is left as it is.
 * Throws for a path the catalogue lacks, so a renamed key fails where the island is rendered.
 */
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

/**
 * The island's messages from the request locale's catalogue (`setRequestLocale` in the page or
 * layout), for `<NextIntlClientProvider messages={await islandMessages('polls')}>`: the provider
 * takes the locale from the request too. Another `locale` only for an island in that language
 * (the language hint), whose provider then names it as well.
 */
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

/**
 * `islandMessages` with the locale they are in, for `<Island intl={await islandIntl('x')} />`:
 * the island's lazily loaded module wraps itself in the provider (components/ui/with-intl.tsx),
 * so the first load carries no translation runtime.
 */
export async function islandIntl(island: Island, locale?: Locale): Promise<IslandIntl> {
  const requested = locale ?? (await getLocale());
  const resolved = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [messages, timeZone] = await Promise.all([islandMessages(island, resolved), getTimeZone()]);
  return { locale: resolved, messages, timeZone };
}
