import { randomInt, randomUUID } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import en from '../messages/en.json';
import ru from '../messages/ru.json';

/**
 * Not found means 404 everywhere (docs/routes.md, "Not-found states"): every event, organizer and
 * subscription page asked for an event, keys id or form the upstream does not know answers a real
 * 404 with the catalogue's not-found text, at the HTTP level (what crawlers, monitors and nginx
 * read); the same page for a known one answers 200. Random names each run, so no cache can answer.
 */

const unknownHash = () => `unknown-${randomUUID().slice(0, 12)}`;
const unknownId = () => String(randomInt(700_000, 900_000));
const { hashes, certificateTokens, subscriptionTokens, streamKeys, forms, activities } = DEMO_IDS;

type Catalogue = typeof ru;
/** The event pages' boundary ("event not found") or the locale's "page not found". */
type Texts = 'event' | 'page';

function expected(messages: Catalogue, texts: Texts): { title: string; text: string } {
  return texts === 'event'
    ? { title: messages.errors.WRONG_ACTIVITY_ID, text: messages.errors.ACTIVITY_NOT_FOUND }
    : { title: messages.notFound.title, text: messages.notFound.text };
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** [page, its path for an unknown resource, the same for a known one, which not-found texts]. */
const PAGES: ReadonlyArray<readonly [string, () => string, string, Texts]> = [
  ['platform', () => `/platform?hash=${unknownHash()}`, `/platform?hash=${hashes.online}`, 'event'],
  ['meetings', () => `/meetings?hash=${unknownHash()}`, `/meetings?hash=${hashes.online}`, 'event'],
  ['new-dion', () => `/new-dion?hash=${unknownHash()}`, `/new-dion?hash=${hashes.online}`, 'event'],
  ['order', () => `/order?hash=${unknownHash()}`, `/order?hash=${hashes.offline}`, 'event'],
  [
    'order-invoice',
    () => `/order-invoice?hash=${unknownHash()}&orderId=1`,
    `/order-invoice?hash=${hashes.offline}&orderId=1`,
    'event',
  ],
  ['site', () => `/site?hash=${unknownHash()}`, `/site?hash=${hashes.online}`, 'page'],
  [
    'certificate',
    () => `/certificate?hash=${unknownHash()}&token=${certificateTokens.uploaded}`,
    `/certificate?hash=${hashes.online}&token=${certificateTokens.uploaded}`,
    'page',
  ],
  [
    'email_subscriptions',
    () => `/email_subscriptions?hash=${unknownHash()}&token=${subscriptionTokens.subscribed}`,
    `/email_subscriptions?hash=${hashes.online}&token=${subscriptionTokens.subscribed}`,
    'page',
  ],
  ['polls', () => `/polls?hash=${unknownHash()}`, `/polls?hash=${hashes.online}`, 'page'],
  [
    'polls by activity',
    () => `/polls?activityId=${unknownId()}`,
    `/polls?activityId=${activities.online}`,
    'page',
  ],
  [
    'participants-rating',
    () => `/participants-rating?hash=${unknownHash()}`,
    `/participants-rating?hash=${hashes.online}`,
    'page',
  ],
  [
    'participants-rating by activity',
    () => `/participants-rating?activityId=${unknownId()}`,
    `/participants-rating?activityId=${activities.online}`,
    'page',
  ],
  [
    'randomizer',
    () => `/randomizer?hash=${unknownHash()}`,
    `/randomizer?hash=${hashes.online}`,
    'page',
  ],
  [
    'questions',
    () => `/questions?hash=${unknownHash()}`,
    `/questions?hash=${hashes.online}`,
    'page',
  ],
  ['stream-keys', () => `/stream-keys?id=${unknownId()}`, `/stream-keys?id=${streamKeys}`, 'page'],
  [
    'form-qr-code',
    () => `/form-qr-code?id=${unknownHash()}`,
    `/form-qr-code?id=${forms.published}`,
    'page',
  ],
];

async function expectNotFound(
  response: APIResponse,
  path: string,
  messages: Catalogue,
  texts: Texts,
) {
  expect(response.status(), path).toBe(404);
  const html = decodeEntities(await response.text());
  const { title, text } = expected(messages, texts);
  expect(html.match(/<title>([^<]*)<\/title>/)?.[1], path).toContain(title);
  expect(html, path).toContain(text);
  expect(html, path).toMatch(/<meta name="robots" content="noindex/);
}

test.describe('a page for an event, id or form the upstream does not know', () => {
  for (const [name, unknown, known, texts] of PAGES) {
    test(`${name}: 404 with the not-found text; the known one 200`, async ({ request }) => {
      const path = unknown();
      await expectNotFound(await request.get(path), path, ru, texts);
      const english = `/en${unknown()}`;
      await expectNotFound(await request.get(english), english, en, texts);
      expect((await request.get(known)).status(), known).toBe(200);
    });
  }
});
