import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';

/**
 * Every page's served HTML passes the W3C Nu Html Checker (vnu-jar) with no error, for an
 * ordinary browser and for crawlers: Next streams metadata differently to the user agents it
 * lists as bots (`htmlLimitedBots`), so both are fetched. vnu runs once over all files (the JVM
 * start-up is the slow part), one file per distinct body: most pages serve every agent the same.
 */

const USER_AGENTS = {
  browser:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
} as const;

const { hashes, streamKeys, polls, toplist, subscriptionTokens, certificateTokens, forms } =
  DEMO_IDS;
const STATES = [...Object.values(hashes), 'no-such-event'];
const LANDINGS = ['max', 'landing', 'mid', 'min'];

const PAGES: string[] = [
  ...LANDINGS.flatMap((variant) => STATES.map((hash) => `/${variant}?hash=${hash}`)),
  '/max',
  '/en/max?hash=demo-offline',
  '/en/min?hash=demo-hybrid',
  `/platform?hash=${hashes.online}`,
  `/platform?hash=${hashes.offline}&isEmbeddedPlayer=1`,
  '/platform?hash=no-such-event',
  `/meetings?hash=${hashes.online}`,
  `/new-dion?hash=${hashes.online}`,
  `/order?hash=${hashes.offline}`,
  `/order-invoice?hash=${hashes.offline}`,
  `/site?hash=${hashes.offline}`,
  `/site/program?hash=${hashes.offline}`,
  `/site/speakers?hash=${hashes.offline}`,
  `/site/faq?hash=${hashes.offline}`,
  `/site/location?hash=${hashes.offline}`,
  `/site/partners?hash=${hashes.offline}`,
  `/site/materials?hash=${hashes.online}`,
  `/site/links?hash=${hashes.online}`,
  `/questions?hash=${hashes.online}`,
  '/questions?hash=no-such-event',
  `/polls?hash=${hashes.online}`,
  `/polls?activityId=${polls['open-choice']}`,
  `/polls?activityId=${polls.none}`,
  `/participants-rating?hash=${hashes.online}`,
  `/participants-rating?activityId=${toplist}`,
  `/randomizer?hash=${hashes.online}`,
  `/stream-keys?id=${streamKeys}`,
  `/en/stream-keys?id=${streamKeys}`,
  '/stream-keys?id=9',
  `/form-qr-code?id=${forms.published}`,
  `/form-qr-code?id=${forms.draft}`,
  `/certificate?hash=${hashes.online}&token=${certificateTokens.uploaded}`,
  `/certificate?hash=${hashes.online}&token=${certificateTokens.notUploaded}`,
  `/certificate?hash=${hashes.online}`,
  `/email_subscriptions?token=${subscriptionTokens.subscribed}&hash=${hashes.online}`,
  '/email_subscriptions',
  `/portal_subscriptions?token=${subscriptionTokens.subscribed}`,
  '/test',
  '/en/test',
  '/',
  // Not found: an unknown path, a page without its required query.
  '/no-such-page',
  '/en/no-such-page',
  '/questions',
  // Error pages: the upstream fails. Next's 500 document (see NEXT_ERROR_SHELL), and the pages
  // the shipped nginx serves in its place (ERROR_PAGES).
  `/max?hash=${DEMO_IDS.faults.broken}`,
  `/platform?hash=${DEMO_IDS.faults.broken}`,
  `/questions?hash=${DEMO_IDS.faults.broken}`,
];

/** The visitor-facing error pages of a deployment (docs/failure-behaviour.md), served by nginx. */
const ERROR_PAGES = ['deploy/nginx/errors/ru.html', 'deploy/nginx/errors/en.html'];

/**
 * Next's bare 500 document (`<html id="__next_error__">`, an empty body the browser fills) has no
 * `<title>`, and Next offers no documented way to give it one: the App Router renders neither the
 * root layout nor an error boundary on the server for it (docs/failure-behaviour.md). That one
 * message on a 500 is the only one let through; behind nginx, visitors get ERROR_PAGES instead.
 */
const NEXT_ERROR_SHELL =
  /^Element “head” is missing a required instance of child element “title”\.$/;

/** Requests in flight at once: enough to keep both cores busy, few enough not to starve them. */
const PARALLEL_FETCHES = 6;

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test('every page is valid HTML (W3C Nu Html Checker), for browsers and crawlers', async ({
  request,
}) => {
  test.setTimeout(600_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  /** Each file's names: every page and agent that was served that body. */
  const names = new Map<string, string[]>();
  try {
    // Fetched in parallel, a few at a time (the server renders each once; a cold cache is the
    // slow part), then written in a fixed order so a report names the same file each run.
    const jobs = PAGES.flatMap((page) =>
      Object.entries(USER_AGENTS).map(([agent, userAgent]) => ({ page, agent, userAgent })),
    );
    const fetched = new Array<{ name: string; body: Buffer }>(jobs.length);
    let next = 0;
    const fetchNext = async (): Promise<void> => {
      for (let index = next++; index < jobs.length; index = next++) {
        const { page, agent, userAgent } = jobs[index]!;
        const response = await request.get(page, { headers: { 'user-agent': userAgent } });
        expect(response.headers()['content-type'], `${page} (${agent})`).toContain('text/html');
        fetched[index] = {
          name: `${page} (${agent}, ${response.status()})`,
          body: await response.body(),
        };
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_FETCHES }, fetchNext));
    const files = new Map<string, string>();
    for (const [index, { name, body }] of fetched.entries()) {
      const digest = createHash('sha256').update(body).digest('hex');
      const known = files.get(digest);
      if (known !== undefined) {
        names.get(known)!.push(name);
        continue;
      }
      const file = path.join(dir, `${String(index).padStart(3, '0')}.html`);
      writeFileSync(file, body);
      files.set(digest, file);
      names.set(file, [name]);
    }
    for (const page of ERROR_PAGES) names.set(path.resolve(page), [page]);
    const jar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
    // vnu exits non-zero when it reports errors; the JSON on stderr is what counts.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', jar, '--format', 'json', '--errors-only', ...names.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => {
        const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
        return { served: names.get(file) ?? [file], message };
      })
      .filter(
        ({ served, message }) =>
          !(
            served.every((name) => name.endsWith(', 500)')) &&
            NEXT_ERROR_SHELL.test(message.message)
          ),
      )
      .map(
        ({ served, message }) =>
          `${served.join(', ')}: ${message.message} [line ${message.lastLine}] ${message.extract ?? ''}`,
      );
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
