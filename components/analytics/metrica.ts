/** A Yandex Metrica counter id: digits only (docs/upstream-api.md: anything else is ignored). */
const METRICA_ID = /^\d{1,20}$/;

export const METRICA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

export const METRICA_INIT_OPTIONS = {
  clickmap: true,
  trackLinks: true,
  accurateTrackBounce: true,
  webvisor: true,
} as const;

export function isMetricaId(value: unknown): value is string {
  return typeof value === 'string' && METRICA_ID.test(value);
}

/** The `ym` command queue the official snippet defines, which tag.js replays once it runs. */
interface YmQueue {
  (...args: unknown[]): void;
  a?: unknown[][];
  l?: number;
}

// The official snippet as code rather than inline text: nothing from `id` is ever evaluated; it
// must be digits and is only queued.
export function startMetrica(id: string): void {
  if (!isMetricaId(id)) throw new Error('Metrica counter id must be digits only');
  const page = window as Window & { ym?: YmQueue };
  if (!page.ym) {
    const queue: YmQueue = (...args: unknown[]) => {
      (queue.a ??= []).push(args);
    };
    queue.l = Date.now();
    page.ym = queue;
  }
  if (!Array.from(document.scripts).some((script) => script.src === METRICA_TAG_URL)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = METRICA_TAG_URL;
    document.head.appendChild(script);
  }
  page.ym(Number(id), 'init', { ...METRICA_INIT_OPTIONS });
}
