import { escapeHtml } from '../escape';
import { buildFixtures } from '../fixtures';
import { DEMO_IDS } from '../ids';
import { requestOrigin } from '../http';

const SERVICE_LINKS = [
  ['Media API', '/demo/media/eventor/public/activity/demo-online'],
  ['Forms API', `/demo/forms/v1/respondent/form/${DEMO_IDS.forms.published}`],
  ['Player host', '/demo/player?hash=demo-online&locale=ru'],
  ['Player script frame.js', '/demo/player/frame.js'],
  ['Registration widget', '/demo/widgets/registration?hash=demo-online'],
  ['Registration widget script', '/demo/widgets/registration.js'],
  ['Event widget script', '/demo/widgets/event-widget.js'],
] as const;

const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/**
 * The demo server's front page (`/`): every demo event with its landing on the event site and
 * its API answer here, then the services. Plain HTML: the event site itself has no demo page.
 */
export function indexPage(siteUrl: string): string {
  const fixtures = buildFixtures({ origin: requestOrigin(), now: new Date() });
  const events = Object.values(DEMO_IDS.hashes).map((hash) => {
    const name = fixtures.activities.get(hash)?.name ?? hash;
    const api = `/demo/media/eventor/public/activity/${hash}`;
    return (
      `<li data-hash="${escapeHtml(hash)}">${link(`${siteUrl}/max?hash=${hash}`, name)}` +
      ` <code>${escapeHtml(hash)}</code> · ${link(api, 'API response')}</li>`
    );
  });
  const services = SERVICE_LINKS.map(
    ([label, path]) => `<li>${link(path, label)} <code>${escapeHtml(path)}</code></li>`,
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo services</title></head>
<body>
<main>
<h1>Demo services</h1>
<p>The event site at ${link(siteUrl, siteUrl)} runs on these services. Open any event:</p>
<ul>${events.join('\n')}</ul>
<h2>Services</h2>
<ul>${services.join('\n')}</ul>
</main>
</body>
</html>
`;
}
