'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { loadEventWidget } from '@/lib/embed/event-widget';
import type { EmbedStatus } from '@/lib/embed/use-embed-function';
import { EmbedFailure, EmbedLoading } from './EmbedState';

/** The event widget's texts, translated by the server component that renders it. */
export interface EventWidgetText {
  title: string;
  loading: string;
  failed: string;
  retry: string;
}

export interface EventWidgetEmbedProps {
  text: EventWidgetText;
  locale: Locale;
  hash: string;
  hallId?: string | number;
  isOnlyChat?: boolean;
  isShowPoll?: boolean;
  widgetsUrl: string;
  className?: string;
}

export function EventWidgetEmbed({
  hash,
  hallId,
  isOnlyChat,
  isShowPoll,
  widgetsUrl,
  className,
  text,
  locale,
}: EventWidgetEmbedProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<EmbedStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let unmounted = false;
    loadEventWidget(widgetsUrl)
      .then((api) => {
        const element = mountRef.current;
        if (unmounted || !element) return;
        api.mount(element, { hash, hallId, locale, isOnlyChat, isShowPoll });
        setStatus('ready');
      })
      .catch(() => {
        if (!unmounted) setStatus('failed');
      });
    return () => {
      unmounted = true;
    };
  }, [widgetsUrl, hash, hallId, locale, isOnlyChat, isShowPoll, attempt]);

  return (
    <section aria-label={text.title} className={className} data-status={status}>
      {/* The widget's place is held from the first paint (decision 0713): the panel fills it
          instead of pushing the page down, and the loading line lies over it. */}
      <div className="event-widget-slot">
        {/* Filled by the widget script; React never renders inside it. */}
        <div ref={mountRef} data-testid="event-widget" />
        {status === 'loading' ? (
          <EmbedLoading text={text.loading} className="event-widget-status" />
        ) : null}
        {status === 'failed' ? (
          <EmbedFailure
            text={text.failed}
            retryLabel={text.retry}
            onRetry={() => {
              setStatus('loading');
              setAttempt((value) => value + 1);
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
