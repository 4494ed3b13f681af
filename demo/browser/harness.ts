import { handleMediaRequest } from '../media-api';
import { TEST_NOW } from '@/test/demo-helpers';

/**
 * Test harness for the demo's browser code under jsdom: loads a page's markup and inline
 * script as a browser would, and answers `fetch` with the real demo media API, so the scripts
 * are exercised against the same handlers the server runs.
 */

export function runScript(source: string): void {
  // The scripts are what the routes serve (demo/browser-files.ts); running them is the point.
  new Function(source)();
}

export function loadPage(html: string, url: string): void {
  window.history.pushState({}, '', url);
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const script = /<script>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
  document.documentElement.className = '';
  document.body.innerHTML = body.replace(/<script>[\s\S]*?<\/script>/g, '');
  runScript(script);
}

export function installDemoFetch(): jest.Mock {
  const mock = jest.fn(async (input: string, init?: { method?: string; body?: string }) => {
    const url = new URL(input, window.location.href);
    const path = url.pathname
      .replace(/^\/demo\/media\//, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    const result = await handleMediaRequest({
      method: init?.method ?? 'GET',
      path,
      query: url.searchParams,
      body: init?.body ? (JSON.parse(init.body) as unknown) : undefined,
      origin: url.origin,
      now: TEST_NOW,
    });
    return {
      ok: result.status >= 200 && result.status < 300,
      status: result.status,
      json: async () => (result.kind === 'json' ? result.body : JSON.parse(result.text)),
    };
  });
  window.fetch = mock as unknown as typeof window.fetch;
  return mock;
}
