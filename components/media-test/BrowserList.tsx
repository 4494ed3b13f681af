'use client';

import { useSyncExternalStore } from 'react';
import { fill } from '@/lib/i18n/client-format';
import {
  RECOMMENDED_BROWSERS,
  detectBrowser,
  type RecommendedBrowserId,
} from '@/lib/media-test/browsers';

const noSubscription = () => () => undefined;

// The server cannot know the browser, so it renders no guess; `useSyncExternalStore` reads the
// user agent right after hydration without a mismatch.
/** Translated by EquipmentCheck (components/media-test/text.ts); two have `{browser}`. */
export interface BrowserListText {
  browserYours: string;
  browserNames: Record<RecommendedBrowserId, string>;
  browserRecommended: string;
  browserOther: string;
  browserUnknown: string;
  opensInNewTab: string;
}

export function BrowserList({ text }: { text: BrowserListText }) {
  const userAgent = useSyncExternalStore(
    noSubscription,
    () => navigator.userAgent,
    () => null,
  );
  const detected = userAgent === null ? null : detectBrowser(userAgent);
  const current = detected
    ? RECOMMENDED_BROWSERS.find((browser) => browser.id === detected.id)
    : undefined;
  const withVersion = (name: string) => (detected?.version ? `${name} ${detected.version}` : name);

  let status: string | null = null;
  if (detected && current)
    status = fill(text.browserRecommended, {
      browser: withVersion(text.browserNames[current.id]),
    });
  else if (detected?.name)
    status = fill(text.browserOther, { browser: withVersion(detected.name) });
  else if (detected) status = text.browserUnknown;

  return (
    <>
      <p
        className="mt-3 min-h-6 font-bold"
        data-testid="current-browser"
        data-browser={detected?.id}
      >
        {status}
      </p>
      <ul className="mt-4 grid gap-2 mobile:grid-cols-2">
        {RECOMMENDED_BROWSERS.map((browser) => {
          const isCurrent = browser.id === current?.id;
          return (
            <li
              key={browser.id}
              className={`flex items-center gap-2 rounded-lg border px-3 py-2 ${isCurrent ? 'border-accent bg-page' : 'border-transparent'}`}
              data-current={isCurrent || undefined}
            >
              <a
                href={browser.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-bold text-accent-text underline"
              >
                {text.browserNames[browser.id]}
                <span className="sr-only"> {text.opensInNewTab}</span>
              </a>
              {isCurrent ? (
                <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-contrast">
                  {text.browserYours}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
