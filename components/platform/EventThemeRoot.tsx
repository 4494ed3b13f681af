import type { CSSProperties, ReactNode } from 'react';
import type { Activity } from '@/lib/api/schemas';
import type { BrandConfig } from '@/lib/brand/brands';
import { themeCssVariables, type ThemeName } from '@/lib/theme/themes';

/**
 * The page theme of an event page: a `theme` from the query wins (the platform page's input),
 * then the event's own, then the brand's (the cloud brand's mashroom stands in for "none").
 */
export function eventThemeName(
  activity: Pick<Activity, 'theme'>,
  brand: Pick<BrandConfig, 'theme'>,
  override?: ThemeName,
): ThemeName {
  return override ?? activity.theme ?? brand.theme;
}

export interface EventThemeRootProps {
  activity: Pick<Activity, 'darkMode'>;
  theme: ThemeName;
  children: ReactNode;
  className?: string;
  /** Extra inline style (e.g. the minimal landing's background image). */
  style?: CSSProperties;
}

/**
 * The wrapper of the player, order and minimal/mid landing pages, as on the full landing
 * (components/landing/FullLanding.tsx): the theme's CSS variables, and the dark palette and
 * `color-scheme` when the event is dark.
 */
export function EventThemeRoot({
  activity,
  theme,
  children,
  className,
  style,
}: EventThemeRootProps) {
  return (
    <div
      className={[
        'flex min-h-screen flex-col bg-page text-ink',
        activity.darkMode ? '[color-scheme:dark]' : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={{
        ...(themeCssVariables({ theme, darkMode: activity.darkMode }) as CSSProperties),
        ...style,
      }}
      data-theme={theme}
      data-dark={activity.darkMode ? 'true' : undefined}
    >
      {children}
    </div>
  );
}
