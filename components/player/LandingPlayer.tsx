'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { Locale } from '@/i18n/locales';
import { afterPageLoad } from '@/components/ui/defer';
import { EmbedFailure, EmbedLoading } from './EmbedState';
import type { PlayerText } from './PlayerEmbed';
import { loadChunk } from '@/lib/api/chunk-load';

export interface LandingPlayerProps {
  text: PlayerText;
  locale: Locale;
  hash: string;
  activityId?: number;
  hallId?: string | number;
  theme?: string;
  playerUrl: string;
  /** Set on a custom domain's landing, where the host (not the query) names the domain. */
  customDomain?: string;
}

const loadPlayerEmbed = () =>
  loadChunk('landing-player-embed', () => import('./LandingPlayerEmbed')).then(
    (module) => module.LandingPlayerEmbed,
  );

// The frame follows the page's load: a whole page of its own, started from the HTML it would
// compete with the landing's first screen for the network and the main thread.
export function LandingPlayer(props: LandingPlayerProps) {
  const { text } = props;
  const [Embed, setEmbed] = useState<ComponentType<LandingPlayerProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let mounted = true;
    const start = () =>
      loadPlayerEmbed().then(
        (component) => mounted && setEmbed(() => component),
        // The failed chunk itself is announced by ChunkErrorNotice; here the box offers a retry.
        () => mounted && setFailed(true),
      );
    let cancel: (() => void) | undefined;
    // A retry is the visitor's own request: nothing to wait for.
    if (attempt > 0) void start();
    else cancel = afterPageLoad(start, { onInteraction: true });
    return () => {
      mounted = false;
      cancel?.();
    };
  }, [attempt]);

  if (Embed) return <Embed {...props} />;
  // PlayerEmbed's own box and loading state, so the swap moves nothing (no layout shift).
  return (
    <div
      className="relative mx-auto w-full max-w-player"
      data-mode="platform"
      data-activity-id={props.activityId}
      data-status={failed ? 'failed' : 'loading'}
    >
      <div className="block aspect-video w-full" data-testid="player-placeholder" />
      {failed ? (
        <EmbedFailure
          text={text.failed}
          retryLabel={text.retry}
          onRetry={() => {
            setFailed(false);
            setAttempt((value) => value + 1);
          }}
          className="player-failure"
        />
      ) : (
        <EmbedLoading text={text.loading} className="player-status" />
      )}
    </div>
  );
}
