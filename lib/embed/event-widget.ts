import { EMBED_TIMEOUT_MS } from './constants';
import { loadScript, ScriptLoadError } from './load-script';

interface EventWidgetOptions {
  hash: string;
  hallId?: string | number;
  locale: string;
  isOnlyChat?: boolean;
  isShowPoll?: boolean;
}

export interface EventWidgetApi {
  mount(el: HTMLElement, options: EventWidgetOptions): void;
}

/** @internal */
export function eventWidgetScriptUrl(widgetsUrl: string): string {
  return `${widgetsUrl.replace(/\/+$/, '')}/event-widget.js`;
}

function readEventWidget(): EventWidgetApi | undefined {
  const candidate = (window as unknown as { EventWidget?: unknown }).EventWidget;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const { mount } = candidate as { mount?: unknown };
  return typeof mount === 'function' ? (candidate as EventWidgetApi) : undefined;
}

/** A script defining no usable `EventWidget` fails like a load error: to a visitor both are one. */
export async function loadEventWidget(
  widgetsUrl: string,
  { timeoutMs = EMBED_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<EventWidgetApi> {
  const url = eventWidgetScriptUrl(widgetsUrl);
  await loadScript(url, { timeoutMs });
  const api = readEventWidget();
  if (!api) throw new ScriptLoadError('error', url);
  return api;
}
