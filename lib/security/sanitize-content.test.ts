import { activitySchema, scheduleEventSchema } from '@/lib/api/schemas';
import { activityFixture, eventFixture } from '@/test/api-support';
import { sanitizeActivity, sanitizeEvents } from './sanitize-content';

describe('sanitizeActivity', () => {
  it('sanitises the description and every FAQ answer, leaving other fields as they are', () => {
    const raw = activitySchema.parse({
      ...activityFixture(),
      landingDescription: '<p>ok</p><svg onload=alert(1)></svg>',
      landingBlocks: {
        faq: {
          blockTitle: 'FAQ <b>',
          data: [
            { question: 'Q1 <i>', answer: '<p>A1</p><iframe src="https://evil.example"></iframe>' },
            { question: 'Q2', answer: '<script>alert(1)</script>' },
          ],
        },
      },
    });
    const safe = sanitizeActivity(raw);
    expect(safe.landingDescription).toBe('<p>ok</p>');
    expect(safe.landingBlocks?.faq).toEqual({
      blockTitle: 'FAQ <b>',
      data: [
        { question: 'Q1 <i>', answer: '<p>A1</p>' },
        { question: 'Q2', answer: '' },
      ],
    });
    expect(safe.name).toBe(raw.name);
    expect(safe.speakers).toBe(raw.speakers);
  });

  it('turns a description with nothing readable into undefined', () => {
    const raw = activitySchema.parse({ ...activityFixture(), landingDescription: '<p> </p>' });
    expect(sanitizeActivity(raw).landingDescription).toBeUndefined();
  });
});

describe('sanitizeEvents', () => {
  it('sanitises each description and keeps the rest', () => {
    const [event] = sanitizeEvents([
      scheduleEventSchema.parse({
        ...eventFixture(),
        description: '<p>x<img src=x onerror=alert(1)></p>',
      }),
    ]);
    expect(event?.description).toBe('<p>x</p>');
    expect(event?.name).toBe(eventFixture().name);
  });
});
