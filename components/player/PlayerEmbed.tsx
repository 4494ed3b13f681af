'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { isTrustedMessage, resizeHeight } from '@/lib/embed/messages';
import { useEmbedFunction } from '@/lib/embed/use-embed-function';
import { buildPlayerSrc, playerScriptUrl, type PlayerQueryParams } from '@/lib/player/player-query';
import { EmbedFailure, EmbedLoading } from './EmbedState';

/** 'platform' is the 16:9 block of the landings; other modes fill the viewport (meetings, dion). */
export type PlayerMode = 'platform' | 'embedded-player' | 'meetings' | 'dion' | (string & {});

/** The player's texts, translated by the server component that renders it. */
export interface PlayerText {
  title: string;
  loading: string;
  failed: string;
  retry: string;
}

export interface PlayerEmbedProps extends PlayerQueryParams {
  text: PlayerText;
  locale: Locale;
  activityId?: number;
  mode?: PlayerMode;
  /** `PLAYER_URL` from the server config: an http(s) URL or a same-origin path. */
  playerUrl: string;
  className?: string;
}

type InitPlayerFrame = (iframe: HTMLIFrameElement) => void;

// The `<iframe>` and its `src` are in the server HTML, so the player starts loading before
// hydration (docs/upstream-api.md, section 4).
export function PlayerEmbed({
  activityId,
  mode = 'platform',
  playerUrl,
  className,
  text,
  locale,
  ...query
}: PlayerEmbedProps) {
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const src = buildPlayerSrc(playerUrl, query, locale);
  const { status, retry } = useEmbedFunction<InitPlayerFrame>(
    playerScriptUrl(playerUrl),
    'initPlayerFrame',
    (initPlayerFrame) => {
      if (iframeRef.current) initPlayerFrame(iframeRef.current);
    },
  );

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (!isTrustedMessage(event, playerUrl, 'player')) return;
      if (event.source !== iframeRef.current?.contentWindow) return;
      const next = resizeHeight(event.data);
      if (next !== undefined) setHeight(next);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playerUrl]);

  const isPlatform = mode === 'platform';
  const boxClass = isPlatform
    ? 'relative mx-auto w-full max-w-player'
    : 'relative h-dvh w-full overflow-hidden';
  // Until the player reports its own height the frame keeps the 16:9 box; then it follows it.
  const frameClass = isPlatform
    ? `block w-full border-0 ${height === undefined ? 'aspect-video' : ''}`
    : // `!`: the player host's frame.js sizes the frame inline from its resize messages; a
      // full-viewport mode must keep the viewport's height whatever the player reports.
      'block !h-full w-full border-0';

  return (
    <div
      className={[boxClass, className].filter(Boolean).join(' ')}
      data-mode={mode}
      data-activity-id={activityId}
      data-status={status}
    >
      <iframe
        ref={iframeRef}
        src={src}
        title={text.title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        className={frameClass}
        style={isPlatform && height !== undefined ? { height } : undefined}
        data-testid="player-frame"
      />
      {status === 'loading' ? <EmbedLoading text={text.loading} className="player-status" /> : null}
      {status === 'failed' ? (
        <EmbedFailure
          text={text.failed}
          retryLabel={text.retry}
          onRetry={retry}
          className="player-failure"
        />
      ) : null}
    </div>
  );
}
