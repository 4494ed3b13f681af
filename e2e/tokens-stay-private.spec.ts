import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';

/**
 * Personal values in a page's URL (a subscription or certificate token, a player `code`, a
 * stream-key id) never reach its head: canonical, og:url, hreflang alternates, twitter tags, or
 * any other <link>/<meta> wherever Next streams them. lib/seo/urls.ts keeps only each page's
 * allow-listed query parameters.
 */

const ONLINE = DEMO_IDS.hashes.online;
const SECRET = 'S3cretLeakProbe_7f2a';

const PAGES: Array<{ path: string; secrets: string[] }> = [
  {
    path: `/certificate?hash=${ONLINE}&token=${DEMO_IDS.certificateTokens.uploaded}`,
    secrets: [DEMO_IDS.certificateTokens.uploaded],
  },
  {
    path: `/email_subscriptions?hash=${ONLINE}&token=${DEMO_IDS.subscriptionTokens.subscribed}`,
    secrets: [DEMO_IDS.subscriptionTokens.subscribed],
  },
  {
    path: `/portal_subscriptions?token=${DEMO_IDS.subscriptionTokens.subscribed}`,
    secrets: [DEMO_IDS.subscriptionTokens.subscribed],
  },
  { path: `/stream-keys?id=${DEMO_IDS.streamKeys}`, secrets: [`id=${DEMO_IDS.streamKeys}`] },
  ...[
    `/questions?hash=${ONLINE}`,
    `/polls?hash=${ONLINE}`,
    `/participants-rating?hash=${ONLINE}`,
    `/randomizer?hash=${ONLINE}`,
    `/form-qr-code?id=${DEMO_IDS.forms.published}`,
    `/stream-keys?id=${DEMO_IDS.streamKeys}`,
    `/certificate?hash=${ONLINE}`,
    `/email_subscriptions?hash=${ONLINE}`,
    `/portal_subscriptions?hash=${ONLINE}`,
    `/platform?hash=${ONLINE}`,
    `/meetings?hash=${ONLINE}`,
    `/new-dion?hash=${ONLINE}`,
    `/order?hash=${ONLINE}`,
    `/site/program?hash=${ONLINE}`,
    `/max?hash=${ONLINE}`,
    `/test?hash=${ONLINE}`,
  ].map((path) => ({
    path: `${path}&token=${SECRET}&code=${SECRET}&orderId=${SECRET}`,
    secrets: [SECRET],
  })),
];

/** The head, and every <link> and <meta> tag of the document (streamed metadata included). */
function headAndTags(html: string): string[] {
  const head = /<head[\s>][\s\S]*?<\/head>/i.exec(html)?.[0] ?? '';
  const tags = html.match(/<(?:link|meta)\b[^>]*>/gi) ?? [];
  return [head, ...tags];
}

for (const locale of ['', '/en']) {
  for (const { path, secrets } of PAGES) {
    test(`no personal value in the head or link tags of ${locale}${path.slice(0, 80)}`, async ({
      request,
    }) => {
      const response = await request.get(`${locale}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      const html = await response.text();
      const parts = headAndTags(html);
      // The page did render its metadata: a canonical link is there to be checked.
      expect(html, path).toContain('rel="canonical"');
      for (const part of parts) {
        for (const secret of secrets)
          expect(part, `${path}: ${part.slice(0, 200)}`).not.toContain(secret);
      }
    });
  }
}
