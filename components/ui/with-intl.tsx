'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentType } from 'react';
import type { IslandIntl } from '@/i18n/client-messages';

export type WithIntlProps<P> = P & {
  intl: IslandIntl;
};

// The translation provider rides in the island's own chunk, not the first load (decision 0714):
// import this only from modules that are loaded lazily.
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
