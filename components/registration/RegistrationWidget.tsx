'use client';

import { useEffect, useRef } from 'react';
import type { Locale } from '@/i18n/locales';
import { EmbedFailure, EmbedLoading } from '@/components/player/EmbedState';
import { isTrustedMessage, resizeHeight } from '@/lib/embed/messages';
import { useEmbedFunction } from '@/lib/embed/use-embed-function';
import {
  buildRegistrationSrc,
  registrationContainerId,
  registrationFrameName,
  registrationScriptUrl,
  type RegistrationWidgetParams,
} from '@/lib/registration/widget-query';

/** The widget's texts, translated by the server component above it. */
export interface RegistrationWidgetText {
  loading: string;
  failed: string;
  retry: string;
}

export interface RegistrationWidgetProps extends RegistrationWidgetParams {
  text: RegistrationWidgetText;
  locale: Locale;
  /** `WIDGETS_URL` from the server config: an http(s) URL or a same-origin path. */
  widgetsUrl: string;
  /** Changing it adds the widget again (a fresh form), e.g. after its modal closes. */
  reloadKey?: number;
  onRegistered?: () => void;
  className?: string;
}

type AddRegistrationWidget = (containerId: string) => void;

// The widget only appends a frame to the container it is given, so each add cycle (query and
// reload) gets a container React has just rendered empty (docs/upstream-api.md, section 4).
export function RegistrationWidget({
  widgetsUrl,
  reloadKey = 0,
  onRegistered,
  className,
  text,
  locale,
  ...params
}: RegistrationWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onRegisteredRef = useRef(onRegistered);
  const containerId = registrationContainerId(params.hash);
  const src = buildRegistrationSrc(widgetsUrl, params, locale);
  const cycle = `${src} ${reloadKey}`;
  const { status, retry } = useEmbedFunction<AddRegistrationWidget>(
    registrationScriptUrl(widgetsUrl),
    'addRegistrationWidget',
    (addRegistrationWidget) => {
      if (containerRef.current) addRegistrationWidget(containerId);
    },
    cycle,
  );

  useEffect(() => {
    onRegisteredRef.current = onRegistered;
  }, [onRegistered]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (!isTrustedMessage(event, widgetsUrl, 'registration')) return;
      const frame = containerRef.current?.querySelector('iframe');
      if (!frame || event.source !== frame.contentWindow) return;
      if (event.data.type === 'registered') {
        onRegisteredRef.current?.();
        return;
      }
      const height = resizeHeight(event.data);
      if (height !== undefined) frame.style.height = `${height}px`;
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [widgetsUrl]);

  return (
    <div className={className} data-status={status}>
      <div
        key={cycle}
        ref={containerRef}
        id={containerId}
        data-src={src}
        data-name={registrationFrameName(params.hash)}
        data-testid="registration-widget"
        className="w-full"
      />
      {status === 'loading' ? <EmbedLoading text={text.loading} /> : null}
      {status === 'failed' ? (
        <EmbedFailure text={text.failed} retryLabel={text.retry} onRetry={retry} />
      ) : null}
    </div>
  );
}
