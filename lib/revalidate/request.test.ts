import { revalidateBodySchema, secretMatches, tagsFor } from './request';

describe('secretMatches', () => {
  const secret = 'organizer-secret-0123456789';

  it('accepts the configured secret only', () => {
    expect(secretMatches(secret, secret)).toBe(true);
    expect(secretMatches(`${secret}x`, secret)).toBe(false);
    expect(secretMatches(secret.slice(0, -1), secret)).toBe(false);
    expect(secretMatches('', secret)).toBe(false);
    expect(secretMatches(null, secret)).toBe(false);
    expect(secretMatches(undefined, secret)).toBe(false);
  });
});

describe('revalidateBodySchema', () => {
  it.each([
    [{ hash: 'demo-online' }, ['activity:demo-online']],
    [{ hallId: 7 }, ['events:7']],
    [{ hallId: '42' }, ['events:42']],
    [{ hash: 'demo-online', hallId: 7 }, ['activity:demo-online', 'events:7']],
  ])('turns %j into the tags %j', (body, tags) => {
    expect(tagsFor(revalidateBodySchema.parse(body))).toEqual(tags);
  });

  it.each([
    {},
    { hash: '' },
    { hash: 'bad hash' },
    { hash: 'a'.repeat(65) },
    { hallId: 0 },
    { hallId: -1 },
    { hallId: 1.5 },
    { hallId: '07' },
    { hash: 'demo-online', extra: true },
    null,
    [],
    'demo-online',
  ])('rejects %j', (body) => {
    expect(revalidateBodySchema.safeParse(body).success).toBe(false);
  });
});
