// The service worker (app/sw.js/route.ts, docs/offline.md). The route serves this function's source
// with its settings, so it stays self-contained: no imports, no module values.

export interface WorkerSettings {
  /** Caches are named per build: a new deployment's worker drops the old build's files. */
  build: string;
  enabled: boolean;
  /** `CDN_URL`'s origin, whose `/_next/static/` files are the build's as the site's own are. */
  cdnOrigin?: string;
  /** `offline.savedCopy` per locale, with `{time}`. */
  savedCopy: Record<string, string>;
  /** How long a navigation waits for the network before a saved copy answers. */
  networkWaitMs: number;
  /** Landings kept; the least recently saved goes first. */
  maxLandings: number;
  /** The route table's landing variants (lib/routing/routes.mjs): their paths are the landings'. */
  landingVariants: readonly string[];
}

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  registration: { unregister(): Promise<boolean> };
  location: { origin: string };
}

export function offlineWorker(settings: WorkerSettings, scope: WorkerScope): void {
  const landings = `landings-${settings.build}`;
  const files = `files-${settings.build}`;
  const ours = [landings, files];
  const assetOrigins = [scope.location.origin, ...(settings.cdnOrigin ? [settings.cdnOrigin] : [])];
  // A custom domain's landing is `/`.
  const LANDING = new RegExp(
    `^/(?:(?:ru|en)(?:/|$))?(?:(?:${settings.landingVariants.join('|')})/?)?$`,
  );
  const SAVED_AT = 'x-event-site-saved-at';

  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        for (const name of await caches.keys()) {
          if (!settings.enabled || !ours.includes(name)) await caches.delete(name);
        }
        if (!settings.enabled) await scope.registration.unregister();
        else await scope.clients.claim();
      })(),
    );
  });
  if (!settings.enabled) return;

  /** A landing's key: its path and `hash` only, so no other query value is ever stored. */
  function landingKey(url: URL): string | undefined {
    if (url.origin !== scope.location.origin || !LANDING.test(url.pathname)) return undefined;
    const hash = url.searchParams.get('hash');
    const key = new URL(url.pathname, url.origin);
    if (hash !== null) key.searchParams.set('hash', hash);
    return key.href;
  }

  async function save(key: string, response: Response): Promise<void> {
    const cache = await caches.open(landings);
    const headers = new Headers(response.headers);
    // The body kept is the decoded one.
    headers.delete('content-encoding');
    headers.delete('content-length');
    headers.set(SAVED_AT, new Date().toISOString());
    await cache.delete(key);
    await cache.put(key, new Response(await response.blob(), { status: 200, headers }));
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - settings.maxLandings))) {
      await cache.delete(old);
    }
  }

  /** The saved copy, with a line under the page's opening that says when it was saved. */
  async function savedCopy(key: string): Promise<Response | undefined> {
    const saved = await (await caches.open(landings)).match(key);
    if (!saved) return undefined;
    const html = await saved.text();
    const locale = /<html[^>]*\slang="([a-z]{2})"/.exec(html)?.[1] ?? 'ru';
    const text = settings.savedCopy[locale] ?? settings.savedCopy.ru ?? '';
    const time = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(saved.headers.get(SAVED_AT) ?? Date.now()),
    );
    const line = `<p class="offline-saved" role="status" data-offline-saved="">${text.replace('{time}', time)}</p>`;
    const body = html.replace(/<body[^>]*>/, (open) => `${open}${line}`);
    return new Response(body, { status: 200, headers: saved.headers });
  }

  async function navigation(request: Request, key: string): Promise<Response> {
    const network = fetch(request);
    const late = new Promise<undefined>((resolve) =>
      setTimeout(() => resolve(undefined), settings.networkWaitMs),
    );
    try {
      const answer = await Promise.race([network, late]);
      if (answer) {
        const type = answer.headers.get('content-type') ?? '';
        if (answer.status === 200 && type.startsWith('text/html')) await save(key, answer.clone());
        return answer;
      }
    } catch {
      return (await savedCopy(key)) ?? Response.error();
    }
    // The network is slow: a saved copy if there is one, else keep waiting for it.
    return (await savedCopy(key)) ?? network;
  }

  /** A build's hashed files never change under their name: the first copy serves for good. */
  async function asset(request: Request): Promise<Response> {
    const cache = await caches.open(files);
    const hit = await cache.match(request);
    if (hit) return hit;
    const answer = await fetch(request);
    // The asset host's scripts and styles are fetched without CORS: opaque, but the build's own.
    if (answer.status === 200 || answer.type === 'opaque') await cache.put(request, answer.clone());
    return answer;
  }

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (request.mode === 'navigate') {
      const key = landingKey(url);
      if (key) event.respondWith(navigation(request, key));
      return;
    }
    const hashed = url.pathname.includes('/_next/static/');
    if (hashed && assetOrigins.includes(url.origin)) event.respondWith(asset(request));
  });
}
