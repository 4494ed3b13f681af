import { getLocale, getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import type { CSSProperties } from 'react';
import { isEventOver, platformOffsetHours } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';
import {
  durationParts,
  formatDuration,
  formatStartPill,
  formatUtcOffset,
} from '@/lib/datetime/format';
import {
  bannerAlignment,
  bannerImage,
  DEFAULT_THEME,
  type BannerAlignment,
  type ThemeName,
} from '@/lib/theme/themes';
import { EventLogo } from './EventLogo';
import { EventPlace } from './EventPlace';

const BANNER_POSITION: Record<BannerAlignment, string> = {
  center: 'center top',
  right: 'right center',
};

const BANNER_HEADING_ID = 'event-title';

export interface BannerProps {
  activity: Activity;
  /** Defaults to the activity's; the brand's theme stands in for an event without one. */
  theme?: ThemeName;
}

/** An SVG data URI of a scannable code, for events that give a QR target but no image. */
async function generatedQrImage(text: string): Promise<string | undefined> {
  try {
    const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  } catch {
    // Too long to encode: show no QR rather than fail the page.
    return undefined;
  }
}

export async function Banner({ activity, theme }: BannerProps) {
  const [locale, t, tShell, tActivity, tErrors] = await Promise.all([
    getLocale(),
    getTranslations('landing'),
    getTranslations('shell'),
    getTranslations('activity'),
    getTranslations('errors'),
  ]);
  const over = isEventOver(activity);

  const alignment = bannerAlignment(theme ?? activity.theme ?? DEFAULT_THEME);
  const offset = formatUtcOffset(platformOffsetHours(activity));
  const duration = formatDuration(
    durationParts(activity.plannedStartDate, activity.plannedStopDate),
    (key, values) => tActivity(key, values),
  );

  const qrTarget = activity.qrCode?.url?.trim();
  const qrImage = qrTarget
    ? (activity.qrCode?.image ?? (await generatedQrImage(qrTarget)))
    : undefined;
  const qrAnnotation = activity.qrCode?.annotation?.trim();

  // Only what depends on the theme is inline; the rest is the `.banner` class's.
  const background: CSSProperties = {
    backgroundImage: `url(${bannerImage(theme ?? activity.theme ?? DEFAULT_THEME)})`,
    backgroundPosition: BANNER_POSITION[alignment],
  };

  return (
    <section aria-labelledby={BANNER_HEADING_ID} data-testid="banner">
      <div className="banner" style={background} data-alignment={alignment}>
        <div className="banner-row">
          <div className="banner-main">
            <EventLogo logo={activity.landingLogo} alt={tShell('landingLogoAlt')} />
            <h1 id={BANNER_HEADING_ID} className="banner-title">
              {activity.name}
            </h1>
            <ul className="banner-pills">
              <li className="pill bg-accent text-accent-contrast" data-testid="start-pill">
                <CalendarIcon />
                <span className="sr-only">{`${t('startLabel')} `}</span>
                {formatStartPill(activity, locale)}
              </li>
              <li className="pill border border-line bg-page text-ink" data-testid="duration-pill">
                <ClockIcon />
                <span className="sr-only">{`${t('durationLabel')} `}</span>
                {t('durationPill', { duration, offset })}
              </li>
              <li
                className="pill status-pill"
                data-status={activity.status}
                data-testid="status-pill"
              >
                {tActivity(`status.${activity.status}`)}
              </li>
            </ul>
            <EventPlace activity={activity} label={t('placeLabel')} />
            {over ? (
              // Where a past event's visitor looks first, on every width: no control offers
              // registration anywhere on the page, this says why.
              <p className="banner-over" data-testid="event-over">
                <span className="font-bold text-ink">{tErrors('eventOver')}</span>
                <span>{tErrors('registrationClosed')}</span>
              </p>
            ) : null}
          </div>

          {qrImage ? (
            <figure className="qr-block" data-testid="qr-block">
              {/* eslint-disable-next-line @next/next/no-img-element -- organizer CDN or inline SVG, fixed size */}
              <img
                src={qrImage}
                alt={t('qrAlt', { name: activity.name })}
                width={176}
                height={176}
                className="size-44 bg-white p-1"
              />
              {qrAnnotation ? (
                <figcaption className="text-center text-sm text-muted">{qrAnnotation}</figcaption>
              ) : null}
            </figure>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/* The pills' icons: size and stroke come from `.pill > svg` (app/globals.css), not each icon. */
function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" />
    </svg>
  );
}
