/** A Yandex Metrica counter id: digits only (docs/upstream-api.md: anything else is ignored). */
const METRICA_ID = /^\d{1,20}$/;

export const METRICA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

/** Counter options: click map, link tracking, accurate bounce tracking, session replay. */
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

/**
 * What the official Metrica snippet does, as code rather than inline text: define the `ym`
 * queue, add tag.js once per page (async), and queue `init` for counter `id` with
 * `METRICA_INIT_OPTIONS`. Nothing from `id` is ever evaluated: it must be digits, and it is
 * only queued.
 */
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
