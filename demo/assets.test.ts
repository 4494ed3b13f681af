import { ASSETS_PATH } from './assets/urls';
import { avatarSvg, initials, wrap } from './assets/svg';
import { handleFormsRequest } from './forms-api';
import { DEMO_IDS } from './ids';
import type { JsonValue } from './responses';
import { asJson, asRaw, json, media, TEST_ORIGIN } from '@/test/demo-helpers';

/** Every picture and file a demo answer links to is really served, with the right type. */

const { hashes, halls } = DEMO_IDS;

function collectStrings(value: JsonValue | undefined, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => collectStrings(item, into));
  return into;
}

async function linkedAssets(): Promise<string[]> {
  const bodies = await Promise.all([
    ...Object.values(hashes).map((hash) => json('GET', `eventor/public/activity/${hash}`)),
    ...Object.values(halls).map((hall) => json('GET', `eventor/public/listevents/${hall}`)),
    json('GET', `statistics/game/activity/${DEMO_IDS.toplist}/score`),
    json(
      'GET',
      `viewer/activity/${hashes.online}/token/${DEMO_IDS.certificateTokens.uploaded}/certificate`,
    ),
  ]);
  const prefix = `${TEST_ORIGIN}${ASSETS_PATH}/`;
  const strings = new Set<string>();
  bodies.forEach((body) => collectStrings(body, strings));
  return [...strings]
    .filter((value) => value.startsWith(prefix))
    .map((value) => value.slice(prefix.length));
}

describe('demo assets', () => {
  it('serves every asset URL the fixtures hand out (the video poster excepted)', async () => {
    const paths = await linkedAssets();
    expect(paths.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const path of paths) {
      const result = await media('GET', `assets/${decodeURIComponent(path)}`);
      const expected = path.endsWith('.svg') ? /^image\/svg\+xml/ : /^text\/html/;
      if (path.startsWith('video/')) {
        // No binary video ships with the demo; the poster image is the fallback.
        if (result.status !== 404) failures.push(`${path}: expected 404`);
      } else if (
        result.kind !== 'raw' ||
        result.status !== 200 ||
        !expected.test(result.contentType)
      ) {
        failures.push(`${path}: ${result.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('draws a real QR code for the offline event', async () => {
    const qr = asRaw(await media('GET', `assets/qr/${hashes.offline}.svg`));
    expect(qr.text).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(qr.text).toContain('<path');
  });

  it('lists the programme of demo-online in its mainSchedule file', async () => {
    const file = asRaw(await media('GET', `assets/files/programme-${hashes.online}.html`));
    expect(file.text).toContain('Открытие конференции');
    expect(file.text).toContain('Закрытие конференции');
  });

  it.each([
    'avatars/speaker-99999.svg',
    'avatars/nobody.svg',
    'logos/1.svg',
    'posters/no-such-event.svg',
    'qr/demo-online.svg',
    'files/programme-demo-bare.html',
    'files/slides-5001.html',
    'constructor/x.svg',
    '__proto__/x.svg',
    'posters/demo-online.svg/extra',
  ])('answers %s with 404', async (path) => {
    expect(asJson(await media('GET', `assets/${path}`)).status).toBe(404);
  });

  it('escapes text drawn into SVG', () => {
    const svg = avatarSvg('<script>alert(1)</script> "x"');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(initials('Анна Фёдорова')).toBe('АФ');
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });
});

describe('form respondent pages', () => {
  it('serves the published form and says when a form is a draft or missing', () => {
    const published = asRaw(
      handleFormsRequest({ method: 'GET', path: ['view', DEMO_IDS.forms.published] }),
    );
    expect(published.status).toBe(200);
    expect(published.text).toContain('<form');
    const draft = asRaw(
      handleFormsRequest({ method: 'GET', path: ['view', DEMO_IDS.forms.draft] }),
    );
    expect(draft.text).toContain('не опубликована');
    expect(draft.text).not.toContain('<form');
    const missing = asRaw(handleFormsRequest({ method: 'GET', path: ['view', 'nope'] }));
    expect(missing.status).toBe(404);
  });

  it('answers other paths and methods with JSON errors', () => {
    expect(handleFormsRequest({ method: 'GET', path: ['v1', 'respondent'] }).status).toBe(404);
    expect(
      handleFormsRequest({ method: 'POST', path: ['v1', 'respondent', 'form', 'demo-form'] })
        .status,
    ).toBe(405);
    expect(handleFormsRequest({ method: 'GET', path: ['view', 'a', 'b'] }).status).toBe(404);
  });
});
