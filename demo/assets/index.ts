import { CERTIFICATE_HOLDER } from '../fixtures/certificates';
import type { DemoFixtures } from '../fixtures';
import { findPartner } from '../fixtures/partners';
import { findSpeaker } from '../fixtures/speakers';
import { toplistName } from '../fixtures/toplist';
import { CONTENT_TYPES, notFound, raw, type DemoResult } from '../responses';
import type { Activity, ScheduleEvent } from '../wire-types';
import { partnersDeckHtml, programmeHtml, slidesHtml } from './documents';
import { qrSvg } from './qr';
import { avatarSvg, brandLogoSvg, certificateSvg, partnerLogoSvg, posterSvg } from './svg';

/**
 * Serves `/demo/media/assets/{kind}/{file}`: exactly the file names `assets/urls.ts` builds.
 * Anything else is a 404 (the demo video is a static file under public/demo-media).
 */

/** Accent colours of the themes demo activities use (docs/upstream-api.md, section 5). */
const ACCENTS: Readonly<Record<string, string>> = {
  default: '#559CD6',
  'deep-blue': '#0D69F2',
  blue: '#0D69F2', // the legacy name of deep-blue
  'purple-lavender': '#B599F9',
  'spring-green': '#5AC37D',
  'sweet-orange': '#FF8300',
  corporate: '#0D69F2',
};

const svg = (text: string) => raw(CONTENT_TYPES.svg, text, { cacheable: true });
const html = (text: string) => raw(CONTENT_TYPES.html, text, { cacheable: true });
const MISSING = () => notFound('No such demo asset');

type AssetRenderer = (
  groups: readonly string[],
  fixtures: DemoFixtures,
) => DemoResult | Promise<DemoResult>;

const dotted = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

function findEvent(
  fixtures: DemoFixtures,
  eventId: number,
): { activity: Activity; event: ScheduleEvent } | undefined {
  for (const activity of fixtures.activities.values()) {
    const hallIds = [activity.mainHall.id, ...(activity.halls ?? []).map((hall) => hall.id)];
    for (const hallId of hallIds) {
      const event = fixtures.eventsByHall.get(hallId)?.find((item) => item.eventID === eventId);
      if (event) return { activity, event };
    }
  }
  return undefined;
}

/** Per kind: the file-name pattern and what to draw for its captured groups. */
const RENDERERS: Readonly<Record<string, readonly [RegExp, AssetRenderer][]>> = {
  avatars: [
    [
      /^speaker-(\d+)\.svg$/,
      ([id]) => {
        const speaker = findSpeaker(Number(id));
        return speaker ? svg(avatarSvg(`${speaker.firstName} ${speaker.lastName}`)) : MISSING();
      },
    ],
    [
      /^player-(\d+)\.svg$/,
      ([row]) => {
        const name = toplistName(Number(row));
        return name ? svg(avatarSvg(name)) : MISSING();
      },
    ],
  ],
  logos: [
    [
      /^(\d+)\.svg$/,
      ([id]) => {
        const partner = findPartner(Number(id));
        return partner ? svg(partnerLogoSvg(partner.name)) : MISSING();
      },
    ],
  ],
  brand: [
    [
      /^([A-Za-z0-9_-]+)-(\d{2,4})\.svg$/,
      ([hash = '', width], fixtures) => {
        const activity = fixtures.activities.get(hash);
        return activity
          ? svg(brandLogoSvg(activity.organizerName ?? activity.name, Number(width)))
          : MISSING();
      },
    ],
  ],
  posters: [
    [
      /^([A-Za-z0-9_-]+)\.svg$/,
      ([hash = ''], fixtures) => {
        const activity = fixtures.activities.get(hash);
        if (!activity) return MISSING();
        const subtitle = [
          dotted(activity.plannedStartDate),
          activity.location?.city,
          activity.organizerName,
        ]
          .filter(Boolean)
          .join(' · ');
        return svg(
          posterSvg({
            title: activity.name,
            subtitle,
            accent: ACCENTS[activity.theme ?? 'default'] ?? '#559CD6',
            dark: activity.darkMode === true,
          }),
        );
      },
    ],
  ],
  qr: [
    [
      /^([A-Za-z0-9_-]+)\.svg$/,
      async ([hash = ''], fixtures) => {
        const text = fixtures.activities.get(hash)?.qrCode?.url;
        return text ? svg(await qrSvg(text)) : MISSING();
      },
    ],
  ],
  certificates: [
    [
      /^([A-Za-z0-9_-]+)\.svg$/,
      ([hash = ''], fixtures) => {
        const activity = fixtures.activities.get(hash);
        return activity
          ? svg(
              certificateSvg({
                holder: CERTIFICATE_HOLDER,
                activityName: activity.name,
                date: dotted(activity.plannedStopDate),
              }),
            )
          : MISSING();
      },
    ],
  ],
  files: [
    [
      /^slides-(\d+)\.html$/,
      ([id], fixtures) => {
        const found = findEvent(fixtures, Number(id));
        return found?.event.materials?.length
          ? html(slidesHtml(found.activity, found.event))
          : MISSING();
      },
    ],
    [
      /^programme-([A-Za-z0-9_-]+)\.html$/,
      ([hash = ''], fixtures) => {
        const activity = fixtures.activities.get(hash);
        const events = activity && fixtures.eventsByHall.get(activity.mainHall.id);
        return activity && events?.length ? html(programmeHtml(activity, events)) : MISSING();
      },
    ],
    [
      /^partners-([A-Za-z0-9_-]+)\.html$/,
      ([hash = ''], fixtures) => {
        const activity = fixtures.activities.get(hash);
        return activity?.partners?.length
          ? html(partnersDeckHtml(activity, activity.partners))
          : MISSING();
      },
    ],
  ],
};

export async function renderAsset(
  [kind = '', file = '', ...rest]: readonly string[],
  fixtures: DemoFixtures,
): Promise<DemoResult> {
  if (rest.length) return MISSING();
  // Own keys only: `constructor` or `__proto__` must not reach Object.prototype.
  const renderers = Object.hasOwn(RENDERERS, kind) ? RENDERERS[kind] : undefined;
  for (const [pattern, render] of renderers ?? []) {
    const match = pattern.exec(file);
    if (match) return render(match.slice(1), fixtures);
  }
  return MISSING();
}
