import type { CSSProperties, ReactNode } from 'react';
import type { Activity } from '@/lib/api/schemas';
import type { BrandConfig } from '@/lib/brand/brands';
import { themeCssVariables, type ThemeName } from '@/lib/theme/themes';

/** The query's `theme` wins (the platform page's input), then the event's, then the brand's. */
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
  style?: CSSProperties;
}

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
