import { activityFixture } from '@/test/api-support';
import { activitySchema, type Activity } from '@/lib/api/schemas';
import corpus from '@/lib/security/fixtures/xss-vectors.json';
import { eventJsonLd, serializeJsonLd, type EventJsonLdInput } from './json-ld';

const PAGE_URL = 'https://events.example/max?hash=demo-max';
const IMAGE_URL = 'https://events.example/api/og/ru/demo-max?v=1';

function activity(overrides: Record<string, unknown> = {}): Activity {
  return activitySchema.parse({ ...activityFixture(), ...overrides });
}

function build(overrides: Record<string, unknown> = {}, input: Partial<EventJsonLdInput> = {}) {
  return eventJsonLd({
    activity: activity(overrides),
    locale: 'ru',
    pageUrl: PAGE_URL,
    imageUrl: IMAGE_URL,
    brandName: 'Eventum',
    ...input,
  });
}

describe('eventJsonLd', () => {
  it('describes the event with schema.org Event fields', () => {
    const data = build({
      landingDescription: '<p>Two days &amp; <strong>talks</strong>.</p><script>x()</script>',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Product Conference 2026',
      description: 'Two days & talks.',
      url: PAGE_URL,
      startDate: '2026-12-03T10:00:00+03:00',
      endDate: '2026-12-04T18:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      image: [IMAGE_URL],
      organizer: { '@type': 'Organization', name: 'Acme Events' },
      inLanguage: 'ru',
    });
  });

  it.each([
    ['online', 'https://schema.org/OnlineEventAttendanceMode'],
    ['offline', 'https://schema.org/OfflineEventAttendanceMode'],
    ['hybrid', 'https://schema.org/MixedEventAttendanceMode'],
  ])('maps %s events to %s', (type, mode) => {
    expect(build({ type }).eventAttendanceMode).toBe(mode);
  });

  it('puts online events at a VirtualLocation with the landing URL', () => {
    expect(build({ type: 'online' }).location).toEqual({
      '@type': 'VirtualLocation',
      url: PAGE_URL,
    });
  });

  it('puts offline events at a Place with a PostalAddress', () => {
    expect(build({ type: 'offline' }).location).toEqual({
      '@type': 'Place',
      name: 'Moscow, Tverskaya 1',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Moscow',
        streetAddress: 'Tverskaya 1',
      },
    });
  });

  it('gives hybrid events both locations, and only the virtual one without an address', () => {
    expect(build({ type: 'hybrid' }).location).toEqual([
      expect.objectContaining({ '@type': 'Place' }),
      { '@type': 'VirtualLocation', url: PAGE_URL },
    ]);
    expect(build({ type: 'hybrid', location: null }).location).toEqual({
      '@type': 'VirtualLocation',
      url: PAGE_URL,
    });
  });

  it('leaves out the location of an offline event with no city or address', () => {
    expect(build({ type: 'offline', location: { city: ' ', address: '' } })).not.toHaveProperty(
      'location',
    );
  });

  it('keeps EventScheduled for completed and archived events (schema.org has no "ended")', () => {
    expect(build({ status: 'completed' }).eventStatus).toBe('https://schema.org/EventScheduled');
    expect(build({ status: 'archived' }).eventStatus).toBe('https://schema.org/EventScheduled');
  });

  it('lists speakers as performers, by name only', () => {
    const data = build({
      speakers: [
        {
          id: 1,
          firstName: 'Анна',
          middleName: 'Петровна',
          lastName: 'Смирнова',
          position: 'CTO',
          organization: 'Acme',
        },
        { id: 2, firstName: 'Ivan', lastName: 'Petrov' },
      ],
    });
    expect(data.performer).toEqual([
      { '@type': 'Person', name: 'Анна Петровна Смирнова' },
      { '@type': 'Person', name: 'Ivan Petrov' },
    ]);
    expect(build({ speakers: [] })).not.toHaveProperty('performer');
  });

  it('falls back to the brand as organizer', () => {
    expect(
      build({ organizerName: '  ' }, { brandUrl: 'https://eventum.example' }).organizer,
    ).toEqual({
      '@type': 'Organization',
      name: 'Eventum',
      url: 'https://eventum.example',
    });
  });

  it('offers paid events in roubles, in stock only while registration is open', () => {
    expect(build({}, { registrationOpen: true }).offers).toEqual({
      '@type': 'Offer',
      price: 1500,
      priceCurrency: 'RUB',
      url: PAGE_URL,
      availability: 'https://schema.org/InStock',
    });
    expect(build({}, { registrationOpen: false }).offers?.availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(build({}).offers).not.toHaveProperty('availability');
    expect(build({}).isAccessibleForFree).toBe(false);
  });

  it('has no offer for free events', () => {
    const data = build({ tickets: { ticketPrice: 0 } }, { registrationOpen: true });
    expect(data).not.toHaveProperty('offers');
    expect(data.isAccessibleForFree).toBe(true);
  });

  it('cuts a long description to a search snippet', () => {
    const description = build({ landingDescription: `<p>${'слово '.repeat(100)}</p>` }).description;
    expect(description?.length).toBeGreaterThan(150);
    expect(description?.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^слово слово/);
  });

  it('leaves out an empty description', () => {
    expect(build({ landingDescription: '<p> </p>' })).not.toHaveProperty('description');
  });
});

describe('serializeJsonLd', () => {
  const hostile = [
    'Say "hi"',
    '</script><script>alert(1)</script>',
    '<!-- comment',
    'line\u2028separator\u2029paragraph',
    'a & b > c',
    "it's \\ back",
  ];

  it.each(hostile)('round-trips %j through JSON.parse', (name) => {
    const text = serializeJsonLd({ name, nested: [{ name }] });
    expect(JSON.parse(text)).toEqual({ name, nested: [{ name }] });
  });

  it('never lets the text close or comment out the script element', () => {
    const text = serializeJsonLd({ names: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('keeps every XSS corpus vector inside the script element, in every text field', () => {
    for (const vector of corpus.vectors) {
      const data = build({
        name: vector,
        organizerName: vector,
        landingDescription: vector,
        location: { city: vector, address: vector },
      });
      const text = serializeJsonLd(data);
      expect(text).not.toMatch(/[<>]/);
      expect(JSON.parse(text)).toEqual(data);
    }
  });

  it('round-trips a whole event', () => {
    const data = build({ name: 'Conf "2026" </script><!--' });
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
