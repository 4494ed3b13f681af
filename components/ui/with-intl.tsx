'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentType } from 'react';
import type { IslandIntl } from '@/i18n/client-messages';

export type WithIntlProps<P> = P & {
  /** The island's locale and messages (`islandIntl` on the server). */
  intl: IslandIntl;
};

/**
 * An island whose code arrives after the first load, with its translation provider inside its own
 * chunk: the server hands it `intl` as a prop instead of wrapping it in a provider, whose code
 * would otherwise be part of the first load (docs/decisions/0714-first-load-text.md). Import this
 * only from modules that are loaded lazily.
 */
export function withIntl<P extends object>(
  Island: ComponentType<P>,
): ComponentType<WithIntlProps<P>> {
  function WithIntl({ intl, ...props }: WithIntlProps<P>) {
    return (
      <NextIntlClientProvider
        locale={intl.locale}
        messages={intl.messages}
        timeZone={intl.timeZone}
      >
        <Island {...(props as P)} />
      </NextIntlClientProvider>
    );
  }
  WithIntl.displayName = `WithIntl(${Island.displayName ?? Island.name})`;
  return WithIntl;
}
